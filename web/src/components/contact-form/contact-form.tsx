// 'Send us a Message' (spec §2 Contact, §5 rules, §8 toasts), on the contact page and, compact, in
// the home page's contact section. Success: a toast and an empty form. Failure: the server's field
// errors under the inputs and a toast with the server's message.
import type { FormHTMLAttributes } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import SendIcon from '@mui/icons-material/Send';
import { SendContactMessageDocument } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { HydrationFieldset } from '@/components/form/hydration-fieldset';
import { useToast } from '@/components/ui/toast';
import { fieldErrors, serverMessage, unwrap } from '@/lib/errors';
import { contactSchema, MESSAGE_MAX, type ContactValues } from './contact-schema';

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

export type ContactFormProps = Pick<FormHTMLAttributes<HTMLFormElement>, 'aria-label' | 'aria-labelledby'> & {
  /** Small inputs, e-mail and phone side by side, a full-width button: the home page's section. */
  compact?: boolean;
  /** Gives each input the id `${idPrefix}-${name}`. */
  idPrefix?: string;
};

function useSendContactMessage() {
  const [send] = useMutation(SendContactMessageDocument);
  const toast = useToast();
  return async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone?.trim() || null,
      message: values.message.trim(),
    };
    try {
      const { data } = await send({ variables: { input } });
      unwrap(data?.sendContactMessage);
      toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
      helpers.resetForm();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) {
        void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
        helpers.setErrors(fields);
      }
      toast({ title: 'Failed to send message', description: serverMessage(err, 'Please try again later.'), variant: 'error' });
    }
  };
}

export function ContactForm({ compact = false, idPrefix, ...aria }: ContactFormProps) {
  const onSubmit = useSendContactMessage();
  const formik = useFormik<ContactValues>({ initialValues: EMPTY, validationSchema: contactSchema, onSubmit });
  const bound = { formik, idPrefix, size: compact ? 'small' : 'medium' } as const;
  const half = { xs: 12, sm: 6 };
  const contactSize = compact ? half : 12;

  return (
    <form noValidate onSubmit={formik.handleSubmit} {...aria}>
      <HydrationFieldset>
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormTextField {...bound} name="firstName" label="First name" required autoComplete="given-name" />
          </Grid>
          <Grid size={half}>
            <FormTextField {...bound} name="lastName" label="Last name" required autoComplete="family-name" />
          </Grid>
          <Grid size={contactSize}>
            <FormTextField {...bound} name="email" label="Email" required type="email" autoComplete="email" />
          </Grid>
          <Grid size={contactSize}>
            <FormTextField {...bound} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
          </Grid>
          <Grid size={12}>
            <FormTextField
              {...bound}
              name="message"
              label="Message"
              required
              multiline
              minRows={compact ? 4 : 5}
              slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
            />
          </Grid>
          <Grid size={12}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formik.isSubmitting}
              fullWidth={compact}
              endIcon={compact ? undefined : <SendIcon />}
              sx={compact ? undefined : { width: { xs: '100%', sm: 'auto' } }}
            >
              {formik.isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </Grid>
        </Grid>
      </HydrationFieldset>
    </form>
  );
}
