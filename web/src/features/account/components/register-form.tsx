// Customer registration (spec §2 Account, §5). confirmPassword stays in the browser.
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AccountRegisterDocument } from '@/graphql/graphql';
import { useSession } from '@/lib/session/session';
import { FormTextField } from '@/components/form/form-text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage, unwrap } from '@/lib/errors';
import { registerSchema, type RegisterValues } from '../account-schemas';
import { showServerFieldErrors } from '../server-errors';
import { PasswordField } from '@/components/form/password-field';

const EMPTY: RegisterValues = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const [register] = useMutation(AccountRegisterDocument);
  const { signIn } = useSession();
  const toast = useToast();

  const formik = useFormik<RegisterValues>({
    initialValues: EMPTY,
    validationSchema: registerSchema,
    onSubmit: async (values, helpers) => {
      const { confirmPassword: _confirm, ...rest } = values;
      const input = { ...rest, firstName: rest.firstName.trim(), lastName: rest.lastName.trim(), email: rest.email.trim(), phone: rest.phone.trim() };
      try {
        const { data } = await register({ variables: { input } });
        const { token, user } = unwrap(data?.register, 'token', 'user');
        await signIn(token, user);
        toast({ title: 'Account created successfully' });
      } catch (err) {
        showServerFieldErrors(err, helpers, values);
        toast({ title: 'Error', description: errorMessage(err, 'Registration failed'), variant: 'error' });
      }
    },
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={formik.handleSubmit} aria-label="Create account">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField formik={formik} name="firstName" label="First name" autoComplete="given-name" required />
        <FormTextField formik={formik} name="lastName" label="Last name" autoComplete="family-name" required />
      </Stack>
      <FormTextField formik={formik} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField formik={formik} name="phone" label="Phone" type="tel" autoComplete="tel" required />
      <PasswordField formik={formik} name="password" label="Password" autoComplete="new-password" required />
      <PasswordField formik={formik} name="confirmPassword" label="Confirm password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
