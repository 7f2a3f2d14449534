// Shipping information (spec §5): names, e-mail, phone, address, ZIP; city and country are locked
// to Vadodara, India (the shop delivers in its own city).
import Grid from '@mui/material/Grid';
import { FormField } from './form-field';

const locked = { input: { readOnly: true }, htmlInput: { 'aria-readonly': true } } as const;

export function ShippingForm() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="firstName" label="First name" required autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="lastName" label="Last name" required autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="email" label="E-mail" type="email" required autoComplete="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="phone" label="Phone" type="tel" required autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
      </Grid>
      <Grid size={12}>
        <FormField name="address" label="Address" required autoComplete="street-address" multiline minRows={2} placeholder="House / flat, street, area" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormField name="city" label="City" required slotProps={locked} helperText="We deliver within Vadodara" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormField name="zipCode" label="ZIP / PIN code" required autoComplete="postal-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormField name="country" label="Country" required slotProps={locked} />
      </Grid>
    </Grid>
  );
}
