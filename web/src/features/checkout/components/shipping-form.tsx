// Shipping information (spec §5): names, e-mail, phone, address, ZIP; city and country are locked
// to Vadodara, India (the shop delivers in its own city).
import Grid from '@mui/material/Grid';
import { useFormikContext } from 'formik';
import { FormTextField } from '@/components/form/form-text-field';
import type { CheckoutValues } from '../checkout-schema';

const locked = { input: { readOnly: true }, htmlInput: { 'aria-readonly': true } } as const;

export function ShippingForm() {
  const formik = useFormikContext<CheckoutValues>();
  const bound = { formik, idPrefix: 'checkout' };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...bound} name="firstName" label="First name" required autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...bound} name="lastName" label="Last name" required autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...bound} name="email" label="Email" type="email" required autoComplete="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...bound} name="phone" label="Phone" type="tel" required autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
      </Grid>
      <Grid size={12}>
        <FormTextField {...bound} name="address" label="Address" required autoComplete="street-address" multiline minRows={2} placeholder="House / flat, street, area" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField {...bound} name="city" label="City" required slotProps={locked} helperText="We deliver within Vadodara" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField {...bound} name="zipCode" label="ZIP / PIN code" required autoComplete="postal-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField {...bound} name="country" label="Country" required slotProps={locked} />
      </Grid>
    </Grid>
  );
}
