// Optional account creation for a guest (spec §5): a password and its confirmation; the names,
// e-mail and phone come from the shipping form.
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { FormTextField } from '@/components/form/form-text-field';
import type { CheckoutValues } from '../checkout-schema';

export function AccountCreation() {
  const formik = useFormikContext<CheckoutValues>();
  const { values, setFieldValue } = formik;
  return (
    <>
      <FormControlLabel
        control={<Checkbox name="createAccount" checked={values.createAccount} onChange={(e) => void setFieldValue('createAccount', e.target.checked)} />}
        label="Create an account for faster checkout and order tracking"
      />
      <Collapse in={values.createAccount} unmountOnExit>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your account uses the name, email and phone from your shipping details.
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField formik={formik} idPrefix="checkout" name="password" label="Password" type="password" required autoComplete="new-password" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField formik={formik} idPrefix="checkout" name="confirmPassword" label="Confirm password" type="password" required autoComplete="new-password" />
          </Grid>
        </Grid>
      </Collapse>
    </>
  );
}
