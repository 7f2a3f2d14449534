// The new password, twice (spec §5 rules). The server's field messages land on the inputs; any
// other refusal goes to `onRefused` (an unknown, used or expired link).
import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PasswordField } from '@/components/form/password-field';
import { fieldErrors } from '@/lib/errors';
import { resetPasswordSchema, type ResetPasswordValues } from '../reset-schemas';
import { HydrationFieldset } from '@/components/form/hydration-fieldset';

interface Props {
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
  onRefused: (err: unknown) => void;
}

export function NewPasswordForm({ onSubmit, onRefused }: Props) {
  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values, helpers) => {
      try {
        await onSubmit(values);
      } catch (err) {
        const { password, confirmPassword } = fieldErrors(err);
        if (password || confirmPassword) {
          void helpers.setTouched({ password: true, confirmPassword: true }, false);
          helpers.setErrors({ password, confirmPassword });
        } else onRefused(err);
      }
    },
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="New password">
      <HydrationFieldset>
        <Stack spacing={2}>
          <PasswordField formik={formik} name="password" label="New Password" autoComplete="new-password" required autoFocus />
          <PasswordField formik={formik} name="confirmPassword" label="Confirm New Password" autoComplete="new-password" required />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving...' : 'Set New Password'}
          </Button>
        </Stack>
      </HydrationFieldset>
    </form>
  );
}
