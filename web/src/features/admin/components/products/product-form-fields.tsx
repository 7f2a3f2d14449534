// The inputs of the product dialog; stock is entered per size × colour in the stock grid, and the
// product's total is derived from it.
import type { FormikProps } from 'formik';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { AdminCategoryFragment } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormSwitch } from '../shared/form-switch';
import type { ProductFormValues } from './product-schema';
import { ProductImagesField } from './product-images-field';
import { ProductOptionsFields } from './product-options-fields';
import { StockGrid } from './stock-grid';

const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };

export function ProductFormFields({ formik, categories }: { formik: FormikProps<ProductFormValues>; categories: AdminCategoryFragment[] }) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField formik={formik} idPrefix="admin" name="name" label="Name" required autoFocus />
      </Grid>
      <Grid size={12}>
        <FormTextField formik={formik} idPrefix="admin" name="description" label="Description" multiline minRows={3} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField formik={formik} idPrefix="admin" name="price" label="Price" type="number" required slotProps={rupee} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField formik={formik} idPrefix="admin" name="originalPrice" label="Original price (optional)" type="number" slotProps={rupee} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField formik={formik} idPrefix="admin" name="categoryId" label="Category" select required>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormSwitch formik={formik} name="featured" label="Featured" />
      </Grid>
      <Grid size={12}>
        <ProductImagesField formik={formik} />
      </Grid>
      <ProductOptionsFields formik={formik} />
      <Grid size={12}>
        <StockGrid formik={formik} />
      </Grid>
    </Grid>
  );
}
