// Admin Login (spec §2, §5, §8): e-mail + password. A successful sign-in of a non-admin account
// keeps the form with an error; a refusal shows the server's message in a 'Login Failed' toast.
import { Link as RouterLink } from 'react-router';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminLoginDocument } from '@/graphql/graphql';
import { useSession } from '@/lib/session/session';
import { useToast } from '@/components/ui/toast';
import { FormTextField } from '@/components/form/form-text-field';
import { unwrap } from '@/lib/errors';
import { failureText } from './shared/save-result';

export const NO_ADMIN_ACCESS = 'This account does not have admin access';

const schema = yup.object({
  email: yup.string().trim().email('Invalid email address').required('Invalid email address'),
  password: yup.string().required('Password is required'),
});

export function AdminLogin({ denied, onDenied }: { denied: boolean; onDenied: () => void }) {
  const [login] = useMutation(AdminLoginDocument);
  const { signIn } = useSession();
  const toast = useToast();
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      try {
        const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
        const { token, user } = unwrap(data?.login, 'token', 'user');
        if (user.role !== 'ADMIN') onDenied();
        await signIn(token, user);
      } catch (err) {
        toast({ title: 'Login Failed', description: failureText(err, 'Login failed'), variant: 'error' });
      }
    },
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Admin Login
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign in with an admin account to manage the shop.
        </Typography>
        {denied && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {NO_ADMIN_ACCESS}
          </Alert>
        )}
        <Stack component="form" spacing={2} noValidate onSubmit={formik.handleSubmit} aria-label="Admin login">
          <FormTextField formik={formik} idPrefix="admin" name="email" label="Email" type="email" autoComplete="email" required />
          <FormTextField formik={formik} idPrefix="admin" name="password" label="Password" type="password" autoComplete="current-password" required />
          <Link
            component={RouterLink}
            to="/forgot-password?from=admin"
            variant="body2"
            sx={{ alignSelf: 'flex-end', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
          >
            Forgot password?
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
