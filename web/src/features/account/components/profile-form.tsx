// Profile Settings: names, e-mail and phone, saved with updateProfile
// (docs/decisions/0007-screens-the-spec-leaves-without-action.md).
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountUpdateProfileDocument } from '@/graphql/graphql';
import type { SessionUser } from '@/lib/session/session';
import { FormTextField } from '@/components/form/form-text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage, unwrap } from '@/lib/errors';
import { profileSchema, type ProfileValues } from '../account-schemas';
import { showServerFieldErrors } from '../server-errors';

export function ProfileForm({ user }: { user: SessionUser }) {
  const [update] = useMutation(AccountUpdateProfileDocument);
  const toast = useToast();

  const formik = useFormik<ProfileValues>({
    initialValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '' },
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      const input = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone?.trim() || null,
      };
      try {
        const { data } = await update({ variables: { input } });
        unwrap(data?.updateProfile);
        toast({ title: 'Profile updated successfully' });
      } catch (err) {
        showServerFieldErrors(err, helpers, values);
        toast({ title: 'Error', description: errorMessage(err, 'Failed to update profile'), variant: 'error' });
      }
    },
  });

  return (
    <section aria-labelledby="profile-title">
      <Typography id="profile-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Profile Settings
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={formik.handleSubmit} sx={{ maxWidth: 560 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField formik={formik} name="firstName" label="First name" autoComplete="given-name" required />
          <FormTextField formik={formik} name="lastName" label="Last name" autoComplete="family-name" required />
        </Stack>
        <FormTextField formik={formik} name="email" label="Email" type="email" autoComplete="email" required />
        <FormTextField formik={formik} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {formik.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </section>
  );
}
