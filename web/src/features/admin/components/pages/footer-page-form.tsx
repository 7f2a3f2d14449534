// A footer page (size guide, shipping, FAQ, policies): title, intro, and sections of a heading
// and paragraphs (one per blank-line-separated block), with add and remove.
import * as yup from 'yup';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { FormTextField } from '@/components/form/form-text-field';
import type { SaveResult } from '../shared/save-result';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import { fromPageValues, toPageValues, type PageContentValues } from './content-sections';
import { PageSectionFields } from './page-section-fields';

const schema = yup.object({
  title: yup.string().trim().required('Title is required').max(200, 'Title should be under 200 characters'),
  intro: yup.string(),
  sections: yup.array(yup.object({ heading: yup.string().trim().required('Heading is required'), body: yup.string() })),
});

interface Props {
  title: string;
  data: Record<string, unknown> | undefined;
  onSave: (data: Record<string, unknown>) => Promise<SaveResult>;
  onClose: () => void;
}

export function FooterPageForm({ title, data, onSave, onClose }: Props) {
  const formik = useFormDialog<PageContentValues>({
    initialValues: toPageValues(data),
    schema,
    onSave: (v) => onSave(fromPageValues(v, data)),
    onClose,
  });
  const { sections } = formik.values;
  const setSections = (next: PageContentValues['sections']) => void formik.setFieldValue('sections', next);

  return (
    <FormDialog open title={title} submitLabel="Save Changes" submitting={formik.isSubmitting} onClose={onClose} onSubmit={formik.handleSubmit} maxWidth="md">
      <FormTextField formik={formik} idPrefix="admin" name="title" label="Title" required />
      <FormTextField formik={formik} idPrefix="admin" name="intro" label="Introduction" multiline minRows={2} />
      {sections.map((_s, i) => (
        <PageSectionFields key={i} formik={formik} index={i} onRemove={() => setSections(sections.filter((_x, j) => j !== i))} />
      ))}
      <Button startIcon={<AddIcon />} onClick={() => setSections([...sections, { heading: '', body: '' }])} sx={{ alignSelf: 'flex-start' }}>
        Add section
      </Button>
    </FormDialog>
  );
}
