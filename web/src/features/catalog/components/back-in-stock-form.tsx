// The 'Notify me' form: which sold-out size × colour (when there are several), and a
// guest's e-mail. A signed-in shopper only clicks: the server writes to their account's address.
import { useFormik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { variantLabel, type VariantStock } from '@/lib/variants/variant-options';

export interface BackInStockValues {
  variantId: string;
  email: string;
}

export const CHOOSE_VARIANT = 'Choose the size and colour you are waiting for';
export const EMAIL_REQUIRED = 'Valid email is required';

const schema = (guest: boolean) =>
  yup.object({
    variantId: yup.string().required(CHOOSE_VARIANT),
    email: guest ? yup.string().trim().required(EMAIL_REQUIRED).email(EMAIL_REQUIRED) : yup.string(),
  });

interface BackInStockFormProps {
  /** the sold-out variants a shopper may wait for */
  soldOut: readonly VariantStock[];
  /** a guest types an e-mail; a signed-in shopper does not */
  guest: boolean;
  busy: boolean;
  /** the server's message for the e-mail field, if it refused it */
  emailError?: string | null;
  onSubmit(values: BackInStockValues): void;
}

export function BackInStockForm({ soldOut, guest, busy, emailError, onSubmit }: BackInStockFormProps) {
  const formik = useFormik<BackInStockValues>({
    initialValues: { variantId: soldOut.length === 1 ? soldOut[0].id : '', email: '' },
    validationSchema: schema(guest),
    onSubmit: (v) => onSubmit({ variantId: v.variantId, email: v.email.trim() }),
  });
  const show = (name: keyof BackInStockValues) => ((formik.touched[name] || formik.submitCount > 0) && formik.errors[name]) || null;
  const emailProblem = show('email') ?? emailError ?? null;
  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={1.5} aria-label="Notify me when it's back">
      {soldOut.length > 1 && (
        <TextField
          select
          id="back-in-stock-variant"
          name="variantId"
          label="Size / colour"
          size="small"
          value={formik.values.variantId}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={!!show('variantId')}
          helperText={show('variantId') ?? ' '}
        >
          {soldOut.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {variantLabel(v)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {guest && (
        <TextField
          id="back-in-stock-email"
          name="email"
          type="email"
          label="Your email"
          size="small"
          autoComplete="email"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={!!emailProblem}
          helperText={emailProblem ?? 'We write once, when it is back. No newsletter.'}
        />
      )}
      <Button type="submit" variant="outlined" startIcon={<NotificationsActive />} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Saving...' : "Notify me when it's back"}
      </Button>
    </Stack>
  );
}
