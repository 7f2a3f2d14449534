// − quantity + for a cart line, bounded 1..max (spec §4: quantity at least 1, up to stock).
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

export interface QuantityStepperProps {
  value: number;
  max: number;
  disabled?: boolean;
  label: string;
  onChange(quantity: number): void;
}

export function QuantityStepper({ value, max, disabled, label, onChange }: QuantityStepperProps) {
  return (
    <Stack direction="row" role="group" aria-label={`Quantity of ${label}`} sx={{ alignItems: 'center', border: '1px solid #e0d6d0', borderRadius: 2, width: 'fit-content' }}>
      <IconButton size="small" aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <Remove fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton size="small" aria-label="Increase quantity" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
