// A row of choice chips (sizes or colours). Tapping the chosen chip again clears the choice.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

interface OptionChipsProps {
  /** 'Size' or 'Color': the group's visible label */
  label: string;
  options: string[];
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
}

export function OptionChips({ label, options, value, onChange, disabled }: OptionChipsProps) {
  const id = `options-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
        {value && (
          <Typography component="span" variant="body2" color="text.secondary">
            {`: ${value}`}
          </Typography>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const selected = option === value;
          return (
            <Chip
              key={option}
              label={option}
              clickable
              disabled={disabled}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onChange(selected ? null : option)}
              sx={{ minWidth: 48, fontWeight: 600 }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
