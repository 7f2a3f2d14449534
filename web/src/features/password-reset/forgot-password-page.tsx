// /forgot-password: the shopper enters an e-mail; the server answers the same neutral
// sentence whether or not it has an account, and that sentence replaces the form. A refusal (too
// many requests, a bad address) shows the server's message above the form.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RequestPasswordResetDocument } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { errorMessage, fieldErrors, unwrap } from '@/lib/errors';
import { usePageHead } from '@/lib/seo/page-meta';
import { forgotPasswordSchema, type ForgotPasswordValues } from './reset-schemas';
import { ResetCard } from './components/reset-card';
import { HydrationFieldset } from '@/components/form/hydration-fieldset';

export default function ForgotPasswordPage() {
  usePageHead(); // the route's fixed head (PUBLIC_ROUTES)
  const [params] = useSearchParams();
  const back = params.get('from') === 'admin' ? { label: 'Back to admin login', to: '/admin' } : undefined;
  const [request] = useMutation(RequestPasswordResetDocument);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const { data } = await request({ variables: { input: { email: values.email.trim() } } });
        setAnswer(unwrap(data?.requestPasswordReset, 'message').message);
      } catch (err) {
        const onField = fieldErrors(err).email;
        if (onField) helpers.setErrors({ email: onField });
        else setFailure(errorMessage(err, 'Could not send the link. Please try again.'));
      }
    },
  });

  if (answer) {
    return (
      <ResetCard title="Check Your Email" back={back}>
        <Alert severity="success" role="status">
          {answer}
        </Alert>
      </ResetCard>
    );
  }
  return (
    <ResetCard title="Forgot Password?" intro="Enter the e-mail of your account and we will send you a link to choose a new password." back={back}>
      <form noValidate onSubmit={formik.handleSubmit} aria-label="Forgot password">
        <HydrationFieldset>
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormTextField formik={formik} name="email" label="Email" type="email" autoComplete="email" required autoFocus />
            <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </Stack>
        </HydrationFieldset>
      </form>
    </ResetCard>
  );
}
