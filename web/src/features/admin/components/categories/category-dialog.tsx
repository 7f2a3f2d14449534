// Add Category / Edit Category (spec §5): name required, description optional, image an optional URL.
import * as yup from 'yup';
import type { AdminCategoryFragment, CategoryInput } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '../shared/form-dialog';
import { isUrl } from '../shared/is-url';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';

interface Values {
  name: string;
  description: string;
  image: string;
}

const schema = yup.object({
  name: yup.string().trim().required('Name is required'),
  description: yup.string(),
  image: yup.string().test('url', 'Must be a valid URL', (v) => !v?.trim() || isUrl(v)),
});

interface Props {
  category: AdminCategoryFragment | null;
  onSave: (input: CategoryInput) => Promise<SaveResult>;
  onClose: () => void;
}

export function CategoryDialog({ category, onSave, onClose }: Props) {
  const formik = useFormDialog<Values>({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '', image: category?.image ?? '' },
    schema,
    onSave: (v) => onSave({ name: v.name.trim(), description: v.description.trim() || null, image: v.image.trim() || null }),
    onClose,
  });
  return (
    <FormDialog
      open
      title={category ? 'Edit Category' : 'Add Category'}
      submitLabel={category ? 'Save Changes' : 'Add Category'}
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
    >
      <FormTextField formik={formik} idPrefix="admin" name="name" label="Name" required autoFocus />
      <FormTextField formik={formik} idPrefix="admin" name="description" label="Description" multiline minRows={3} />
      <FormTextField formik={formik} idPrefix="admin" name="image" label="Image URL" type="url" helperText="Optional; a default picture is used when empty" />
    </FormDialog>
  );
}
