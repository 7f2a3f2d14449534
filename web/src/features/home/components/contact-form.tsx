// The home page's contact form (spec §5: first name, last name, e-mail and message required;
// phone optional). Success and failure toasts as in spec §8.
import type { ComponentProps } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { HomeContactMessageDocument } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { errorCode, errorMessage, fieldErrors } from '@/lib/errors';

const schema = yup.object({
  firstName: yup.string().trim().required('First name is required'),
  lastName: yup.string().trim().required('Last name is required'),
  email: yup.string().trim().email('Valid email is required').required('Valid email is required'),
  phone: yup
    .string()
    .trim()
    .test('phone', 'Valid phone number is required', (v) => !v || v.length >= 10),
  message: yup.string().trim().required('Message is required'),
});

type Values = yup.InferType<typeof schema>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', message: '' };

export function ContactForm() {
  const toast = useToast();
  const [send] = useMutation(HomeContactMessageDocument);
  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const input = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), phone: values.phone?.trim() || null, message: values.message.trim() };
      try {
        await send({ variables: { input } });
        toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
        helpers.resetForm();
      } catch (error) {
        helpers.setErrors(fieldErrors(error));
        const serverText = errorCode(error) ? errorMessage(error) : null;
        toast({ title: 'Failed to send message', description: serverText ?? 'Please try again later.', variant: 'error' });
      }
    },
  });

  const field = (name: keyof Values, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => ({
    id: `home-contact-${name}`,
    name,
    label,
    value: form.values[name] ?? '',
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: form.touched[name] && !!form.errors[name],
    helperText: form.touched[name] ? form.errors[name] : undefined,
    fullWidth: true,
    size: 'small' as const,
    ...extra,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Send us a message">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('firstName', 'First name')} required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('lastName', 'Last name')} required autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email', 'Email')} required type="email" autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone', 'Phone (optional)')} type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={12}>
          <TextField {...field('message', 'Message')} required multiline minRows={4} slotProps={{ htmlInput: { maxLength: 5000 } }} />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} fullWidth>
            {form.isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
