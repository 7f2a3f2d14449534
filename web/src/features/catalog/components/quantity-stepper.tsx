import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
}

/** Quantity from 1 up to the stock. */
export function QuantityStepper({ value, max, onChange, disabled }: QuantityStepperProps) {
  return (
    <Box>
      <Typography id="quantity-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Quantity
      </Typography>
      <Box role="group" aria-labelledby="quantity-label" sx={{ display: 'inline-flex', alignItems: 'center', border: '1px solid #ddd2ca', borderRadius: 2 }}>
        <IconButton aria-label="Decrease quantity" onClick={() => onChange(value - 1)} disabled={disabled || value <= 1}>
          <Remove />
        </IconButton>
        <Typography component="output" aria-live="polite" sx={{ minWidth: 40, textAlign: 'center', fontWeight: 700 }}>
          {value}
        </Typography>
        <IconButton aria-label="Increase quantity" onClick={() => onChange(value + 1)} disabled={disabled || value >= max}>
          <Add />
        </IconButton>
      </Box>
    </Box>
  );
}
