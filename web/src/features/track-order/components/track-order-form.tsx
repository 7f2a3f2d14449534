// Order number (full id or its first 8 characters) and the order's e-mail.
import { useFormik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HydrationFieldset } from '@/components/form/hydration-fieldset';

export interface TrackValues {
  orderId: string;
  email: string;
}

export const trackSchema = yup.object({
  orderId: yup
    .string()
    .trim()
    .required('Order ID is required')
    .transform((v: string) => v.replace(/^#/, ''))
    .min(8, 'Enter the full order ID or its first 8 characters')
    .max(64, 'Order not found'),
  email: yup.string().trim().required('Valid email is required').email('Valid email is required'),
});

export function TrackOrderForm({ initial, busy, onSubmit }: { initial: TrackValues; busy: boolean; onSubmit(values: TrackValues): void }) {
  const formik = useFormik<TrackValues>({
    initialValues: initial,
    validationSchema: trackSchema,
    onSubmit: (v) => onSubmit({ orderId: v.orderId.trim().replace(/^#/, ''), email: v.email.trim() }),
  });
  const show = (name: keyof TrackValues) => (formik.touched[name] || formik.submitCount > 0) && formik.errors[name];
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Track your order">
      <HydrationFieldset>
        <Stack spacing={2}>
          <TextField
            id="track-orderId"
            name="orderId"
            label="Order ID"
            placeholder="e.g. 3F2A1B9C"
            value={formik.values.orderId}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={!!show('orderId')}
            helperText={show('orderId') || 'The order number from your confirmation, full or its first 8 characters'}
            slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters', spellCheck: false } }}
            required
            fullWidth
          />
          <TextField
            id="track-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={!!show('email')}
            helperText={show('email') || 'The email address used for the order'}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Tracking...' : 'Track Order'}
          </Button>
        </Stack>
      </HydrationFieldset>
    </form>
  );
}
