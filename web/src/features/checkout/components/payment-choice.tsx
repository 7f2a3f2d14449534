// Payment method (spec §5, docs/decisions/0006-payments-through-a-provider-seam.md): online through
// the provider (default) or pay on delivery (`card` in the API; the shop never collects card numbers).
// A shop without online payment (the quote's paymentProvider is null) offers pay on delivery only.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { CheckoutValues } from '../checkout-schema';

const ONLINE = { value: 'RAZORPAY', label: 'Pay online (UPI, cards, netbanking)', note: 'A secure payment window opens when you complete the order.' } as const;
const SANDBOX_NOTE = 'Test mode: the payment sandbox opens and no money is taken.';
const ON_DELIVERY = { value: 'PAY_ON_DELIVERY', label: 'Pay on delivery', note: 'Pay by cash or UPI when your order arrives.' } as const;

/** `provider`: the quote's paymentProvider ("razorpay", "sandbox", null for none); undefined until the quote has answered. */
export function PaymentChoice({ provider }: { provider?: string | null }) {
  const { values, errors, setFieldValue } = useFormikContext<CheckoutValues>();
  const options = provider === null ? [ON_DELIVERY] : [provider === 'sandbox' ? { ...ONLINE, note: SANDBOX_NOTE } : ONLINE, ON_DELIVERY];
  return (
    <FormControl error={!!errors.paymentMethod} fullWidth>
      <RadioGroup aria-labelledby="payment-method-title" name="paymentMethod" value={values.paymentMethod} onChange={(e) => void setFieldValue('paymentMethod', e.target.value)}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', py: 0.75, mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Stack>
                <Typography sx={{ fontWeight: 600 }}>{o.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {o.note}
                </Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {errors.paymentMethod && <FormHelperText>{errors.paymentMethod}</FormHelperText>}
    </FormControl>
  );
}
