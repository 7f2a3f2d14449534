// Add Product / Edit Product (spec §2, §4, §5): prefilled when editing; closes and resets on
// success or Cancel; the server's field messages land on the inputs when it refuses.
import type { AdminCategoryFragment, AdminProductFragment, ProductInput } from '@/graphql/graphql';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';
import { EMPTY_PRODUCT, fromProduct, productSchema, toProductInput, type ProductFormValues } from './product-schema';
import { ProductFormFields } from './product-form-fields';

interface Props {
  product: AdminProductFragment | null;
  categories: AdminCategoryFragment[];
  onSave: (input: ProductInput) => Promise<SaveResult>;
  onClose: () => void;
}

export function ProductDialog({ product, categories, onSave, onClose }: Props) {
  const formik = useFormDialog<ProductFormValues>({
    initialValues: product ? fromProduct(product) : EMPTY_PRODUCT,
    schema: productSchema,
    onSave: (values) => onSave(toProductInput(values)),
    onClose,
  });
  return (
    <FormDialog
      open
      title={product ? 'Edit Product' : 'Add Product'}
      submitLabel={product ? 'Save Changes' : 'Add Product'}
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      maxWidth="md"
    >
      <ProductFormFields formik={formik} categories={categories} />
    </FormDialog>
  );
}
