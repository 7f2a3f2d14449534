// Add / Edit SEO Meta (spec §2, §4, §5): create mode without a record, edit mode with one (the
// page cannot change then); live counters out of 60 and 160; inputs stop at the maximum.
import MenuItem from '@mui/material/MenuItem';
import type { AdminSeoMetaFragment, SeoMetaInput } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';
import { CountedHelper } from './counted-helper';
import { DESCRIPTION_MAX, SEO_PAGES, TITLE_MAX, seoSchema, type SeoFormValues } from './seo-schema';

interface Props {
  meta: AdminSeoMetaFragment | null;
  /** page names that already have a record (not offered again when adding) */
  taken: string[];
  onSave: (input: SeoMetaInput) => Promise<SaveResult>;
  onClose: () => void;
}

export function SeoDialog({ meta, taken, onSave, onClose }: Props) {
  const formik = useFormDialog<SeoFormValues>({
    initialValues: meta ? { pageName: meta.pageName, title: meta.title, description: meta.description, keywords: meta.keywords } : { pageName: '', title: '', description: '', keywords: '' },
    schema: seoSchema,
    onSave: (v) => onSave({ pageName: v.pageName, title: v.title.trim(), description: v.description.trim(), keywords: v.keywords.trim() }),
    onClose,
  });
  const shown = (name: keyof SeoFormValues) => (formik.touched[name] ? formik.errors[name] : undefined);
  return (
    <FormDialog
      open
      title={meta ? 'Edit SEO Meta' : 'Add SEO Meta'}
      submitLabel={meta ? 'Save Changes' : 'Add SEO Meta'}
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
    >
      <FormTextField formik={formik} idPrefix="admin" name="pageName" label="Page" select required disabled={!!meta}>
        {SEO_PAGES.map((p) => (
          <MenuItem key={p} value={p} disabled={!meta && taken.includes(p)}>
            {!meta && taken.includes(p) ? `${p} (already set)` : p}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        formik={formik}
        idPrefix="admin"
        name="title"
        label="Title"
        required
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        helperText={<CountedHelper error={shown('title')} length={formik.values.title.length} max={TITLE_MAX} />}
      />
      <FormTextField
        formik={formik}
        idPrefix="admin"
        name="description"
        label="Description"
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        helperText={<CountedHelper error={shown('description')} length={formik.values.description.length} max={DESCRIPTION_MAX} />}
      />
      <FormTextField formik={formik} idPrefix="admin" name="keywords" label="Keywords" required helperText="Comma separated" />
    </FormDialog>
  );
}
