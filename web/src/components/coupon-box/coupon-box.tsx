// Coupon entry for the cart and the checkout (spec §4/§5/§8): an empty code does nothing; the
// server's verdict is shown under the input (cart) or as a toast (checkout); a failed attempt
// clears the applied coupon; a network failure reads 'Failed to validate coupon'.
import { useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { ValidateCouponDocument } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { formatINR } from '@/lib/format';

export interface CouponBoxProps {
  applied: string | null;
  /** the subtotal the coupon is checked against (minimum amounts) */
  subtotal: string | null;
  onChange(code: string | null): void;
  /** where the verdict goes: under the input (cart) or a toast (checkout) */
  feedback?: 'inline' | 'toast';
  /** why the applied coupon does not apply to the current cart, from the quote */
  notApplied?: string | null;
}

type Verdict = { ok: boolean; text: string } | null;

export function CouponBox({ applied, subtotal, onChange, feedback = 'inline', notApplied }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState<Verdict>(null);
  const [validate, { loading }] = useLazyQuery(ValidateCouponDocument, { fetchPolicy: 'network-only' });
  const toast = useToast();

  const report = (v: NonNullable<Verdict>) => {
    if (feedback === 'inline') return setVerdict(v);
    toast(v.ok ? { title: 'Coupon applied', description: v.text } : { title: 'Error', description: v.text, variant: 'error' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const entered = code.trim();
    if (!entered) return;
    let result;
    try {
      const { data } = await validate({ variables: { code: entered, subtotal } });
      result = data?.validateCoupon;
    } catch {
      result = undefined;
    }
    if (!result) return report({ ok: false, text: 'Failed to validate coupon' });
    if (!result.valid) {
      onChange(null);
      return report({ ok: false, text: result.message ?? 'Invalid coupon code' });
    }
    onChange(result.code);
    setCode('');
    report({ ok: true, text: result.message ?? `Coupon ${result.code} applied. You save ${formatINR(result.discount)}.` });
  };

  const remove = () => {
    onChange(null);
    setVerdict(null);
  };

  return (
    <Stack spacing={1}>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate aria-label="Coupon">
        <TextField
          size="small"
          label="Coupon code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          slotProps={{ htmlInput: { maxLength: 50, 'aria-describedby': 'coupon-feedback', autoCapitalize: 'characters' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={loading} sx={{ minWidth: 88 }}>
          {loading ? 'Checking...' : 'Apply'}
        </Button>
      </Stack>
      <div id="coupon-feedback" aria-live="polite">
        {verdict && (
          <FormHelperText error={!verdict.ok} sx={{ m: 0, color: verdict.ok ? 'success.main' : undefined }}>
            {verdict.text}
          </FormHelperText>
        )}
      </div>
      {applied && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            icon={<LocalOfferOutlined />}
            label={applied}
            color={notApplied ? 'default' : 'success'}
            variant="outlined"
          />
          <Button size="small" color="inherit" onClick={remove} aria-label={`Remove coupon ${applied}`}>
            Remove
          </Button>
          {notApplied && <FormHelperText sx={{ m: 0, color: 'warning.main' }}>Not applied: {notApplied}</FormHelperText>}
        </Stack>
      )}
    </Stack>
  );
}
