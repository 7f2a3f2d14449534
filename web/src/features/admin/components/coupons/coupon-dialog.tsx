// Add Coupon / Edit Coupon: code, type, value, minimum amount, maximum discount, start and expiry
// dates, usage limits (in all and per customer), active.
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { AdminCouponFragment, CouponInput } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '../shared/form-dialog';
import { FormSwitch } from '../shared/form-switch';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';
import { fromDateInput } from '@/lib/format';
import { couponSchemaFor, fromCoupon, toCouponInput, type CouponFormValues } from './coupon-schema';
import { couponExpired } from './coupon-columns';

/** Said under an expiry day that has passed: the coupon may be saved so (to keep it on record), but no one can use it. */
export const PAST_EXPIRY = 'This day has passed: saved like this, the coupon is expired and no shopper can use it';

interface Props {
  coupon: AdminCouponFragment | null;
  onSave: (input: CouponInput) => Promise<SaveResult>;
  onClose: () => void;
}

const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };
const uses = { htmlInput: { min: 1, step: 1 } };
const day = { inputLabel: { shrink: true } };

export function CouponDialog({ coupon, onSave, onClose }: Props) {
  const formik = useFormDialog<CouponFormValues>({
    initialValues: fromCoupon(coupon),
    schema: couponSchemaFor(coupon?.usageCount ?? 0),
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
          <FormTextField formik={formik} idPrefix="admin" name="startsAt" label="Start date" type="date" helperText="Optional; valid from this day" slotProps={day} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            formik={formik}
            idPrefix="admin"
            name="expiresAt"
            label="Expiry date"
            type="date"
            helperText={couponExpired(fromDateInput(formik.values.expiresAt)) ? PAST_EXPIRY : 'Optional; valid through this day'}
            slotProps={day}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            formik={formik}
            idPrefix="admin"
            name="usageLimit"
            label="Usage limit"
            type="number"
            slotProps={uses}
            helperText={coupon ? `Optional; orders in all (used ${coupon.usageCount} so far)` : 'Optional; orders in all'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField formik={formik} idPrefix="admin" name="perCustomerLimit" label="Limit per customer" type="number" slotProps={uses} helperText="Optional; by account or e-mail" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormSwitch formik={formik} name="active" label="Active" />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
