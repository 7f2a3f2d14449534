// Add Coupon / Edit Coupon: code, type, value, minimum amount, maximum discount, expiry, active.
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { AdminCouponFragment, CouponInput } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '../shared/form-dialog';
import { FormSwitch } from '../shared/form-switch';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';
import { couponSchema, fromCoupon, toCouponInput, type CouponFormValues } from './coupon-schema';

interface Props {
  coupon: AdminCouponFragment | null;
  onSave: (input: CouponInput) => Promise<SaveResult>;
  onClose: () => void;
}

const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };

export function CouponDialog({ coupon, onSave, onClose }: Props) {
  const formik = useFormDialog<CouponFormValues>({
    initialValues: fromCoupon(coupon),
    schema: couponSchema,
    onSave: (v) => onSave(toCouponInput(v)),
    onClose,
  });
  const percent = formik.values.type === 'PERCENTAGE';
  return (
    <FormDialog
      open
      title={coupon ? 'Edit Coupon' : 'Add Coupon'}
      submitLabel={coupon ? 'Save Changes' : 'Add Coupon'}
      submitting={formik.isSubmitting}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField formik={formik} idPrefix="admin" name="code" label="Code" required autoFocus slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField formik={formik} idPrefix="admin" name="type" label="Type" select required>
            <MenuItem value="PERCENTAGE">Percentage</MenuItem>
            <MenuItem value="FIXED">Fixed amount</MenuItem>
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            formik={formik}
            idPrefix="admin"
            name="value"
            label="Value"
            type="number"
            required
            slotProps={percent ? { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } } : rupee}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField formik={formik} idPrefix="admin" name="minAmount" label="Minimum amount" type="number" slotProps={rupee} helperText="Optional" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField formik={formik} idPrefix="admin" name="maxDiscount" label="Maximum discount" type="number" slotProps={rupee} helperText="Optional" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField formik={formik} idPrefix="admin" name="expiresAt" label="Expiry date" type="date" helperText="Optional; valid through this day" slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormSwitch formik={formik} name="active" label="Active" />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
