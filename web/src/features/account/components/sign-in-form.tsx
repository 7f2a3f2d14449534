// Customer sign-in (spec §2 Account, §5): e-mail + password; toast on success or failure.
import { Link as RouterLink } from 'react-router';
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AccountLoginDocument } from '@/graphql/graphql';
import { useSession } from '@/lib/session/session';
import { FormTextField } from '@/components/form/form-text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage, unwrap } from '@/lib/errors';
import { signInSchema, type SignInValues } from '../account-schemas';
import { showServerFieldErrors } from '../server-errors';
import { PasswordField } from '@/components/form/password-field';

export function SignInForm() {
  const [login] = useMutation(AccountLoginDocument);
  const { signIn } = useSession();
  const toast = useToast();

  const formik = useFormik<SignInValues>({
    initialValues: { email: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
        const { token, user } = unwrap(data?.login, 'token', 'user');
        await signIn(token, user);
        toast({ title: 'Logged in successfully' });
      } catch (err) {
        showServerFieldErrors(err, helpers, values);
        toast({ title: 'Error', description: errorMessage(err, 'Login failed'), variant: 'error' });
      }
    },
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={formik.handleSubmit} aria-label="Sign in">
      <FormTextField formik={formik} name="email" label="Email" type="email" autoComplete="email" required />
      <PasswordField formik={formik} name="password" label="Password" autoComplete="current-password" required />
      <Link
        component={RouterLink}
        to="/forgot-password"
        variant="body2"
        sx={{ alignSelf: 'flex-end', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        Forgot password?
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
