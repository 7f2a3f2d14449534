// Change Password: current, new and confirmation; the form resets after success. The server ends
// every earlier session with the change, so the fresh token it answers replaces this browser's.
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountChangePasswordDocument } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { errorMessage, unwrap } from '@/lib/errors';
import { useSession } from '@/lib/session/session';
import { changePasswordSchema, type ChangePasswordValues } from '../account-schemas';
import { showServerFieldErrors } from '../server-errors';
import { PasswordField } from '@/components/form/password-field';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [change] = useMutation(AccountChangePasswordDocument);
  const { replaceToken } = useSession();
  const toast = useToast();

  const formik = useFormik<ChangePasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
        replaceToken(unwrap(data?.changePasswordAndSignIn, 'token').token);
        toast({ title: 'Password changed successfully' });
        helpers.resetForm();
      } catch (err) {
        showServerFieldErrors(err, helpers, values);
        toast({ title: 'Error', description: errorMessage(err, 'Failed to change password'), variant: 'error' });
      }
    },
  });

  return (
    <section aria-labelledby="password-title">
      <Typography id="password-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Change Password
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={formik.handleSubmit} sx={{ maxWidth: 560 }}>
        <PasswordField formik={formik} name="currentPassword" label="Current password" autoComplete="current-password" required />
        <PasswordField formik={formik} name="newPassword" label="New password" autoComplete="new-password" required />
        <PasswordField formik={formik} name="confirmPassword" label="Confirm new password" autoComplete="new-password" required />
        <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {formik.isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </Stack>
    </section>
  );
}
