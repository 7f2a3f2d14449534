// − quantity + : a quantity from 1 up to `max` (spec §4: at least 1, at most the stock), for the
// product page and the cart lines alike.
import { useId } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange(quantity: number): void;
  disabled?: boolean;
  /** What is counted: the group is then named "Quantity of …". Without it a visible "Quantity" caption names the group. */
  label?: string;
  size?: 'small' | 'medium';
}

export function QuantityStepper({ value, max, onChange, disabled, label, size = 'medium' }: QuantityStepperProps) {
  const captionId = useId();
  const small = size === 'small';
  const group = (
    <Stack
      direction="row"
      role="group"
      {...(label ? { 'aria-label': `Quantity of ${label}` } : { 'aria-labelledby': captionId })}
      sx={{ alignItems: 'center', border: '1px solid #e0d6d0', borderRadius: 2, width: 'fit-content' }}
    >
      <IconButton size={size} aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <Remove fontSize={size} />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: small ? 32 : 40, textAlign: 'center', fontWeight: small ? 600 : 700 }}>
        {value}
      </Typography>
      <IconButton size={size} aria-label="Increase quantity" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <Add fontSize={size} />
      </IconButton>
    </Stack>
  );
  if (label) return group;
  return (
    <div>
      <Typography id={captionId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Quantity
      </Typography>
      {group}
    </div>
  );
}
