// 'Send us a Message' (spec §2 Contact): toast on success (form resets) or failure; the server's
// field errors appear under the inputs.
import { useFormik, getIn } from 'formik';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { ContactSendMessageDocument } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { contactSchema, MESSAGE_MAX, type ContactValues } from '../contact-schema';

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

export function ContactForm() {
  const [send] = useMutation(ContactSendMessageDocument);
  const toast = useToast();

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      const input = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone?.trim() || null,
        message: values.message.trim(),
      };
      try {
        await send({ variables: { input } });
        toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
        helpers.resetForm();
      } catch (err) {
        const fields = fieldErrors(err);
        if (Object.keys(fields).length) {
          void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
          helpers.setErrors(fields);
        }
        toast({ title: 'Failed to send message', description: errorMessage(err, 'Please try again later.'), variant: 'error' });
      }
    },
  });

  const field = (name: keyof ContactValues): TextFieldProps => {
    const shown = getIn(formik.touched, name) && getIn(formik.errors, name);
    return {
      name,
      value: formik.values[name] ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: !!shown,
      helperText: shown || undefined,
      fullWidth: true,
    };
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={formik.handleSubmit} aria-labelledby="contact-form-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" required />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" required />
      </Stack>
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" required />
      <TextField {...field('phone')} label="Phone (optional)" type="tel" autoComplete="tel" />
      <TextField
        {...field('message')}
        label="Message"
        required
        multiline
        minRows={5}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
      <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={formik.isSubmitting} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {formik.isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Stack>
  );
}
