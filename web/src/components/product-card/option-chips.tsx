// A row of choice chips (sizes or colours). Tapping the chosen chip again clears the choice.
// Sold-out options stay listed, struck through, and cannot be chosen; screen readers
// hear why through the chip's description ('Sold out', 'Sold out in Teal').
import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/ui/visually-hidden';

interface OptionChipsProps {
  /** 'Size' or 'Color': the group's visible label */
  label: string;
  options: string[];
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
  /** options that cannot be chosen with the rest of the current choice */
  soldOut?: ReadonlySet<string>;
  /** what a sold-out chip's description says */
  soldOutText?: string;
}

const NONE: ReadonlySet<string> = new Set();

/** Struck through on a greyed ground, still legible (a shopper reads which size is gone). */
const soldOutLook = {
  borderStyle: 'dashed',
  borderColor: '#b9aca6',
  bgcolor: '#f3eeeb',
  color: 'text.secondary',
  '& .MuiChip-label': { textDecoration: 'line-through', textDecorationThickness: '1.5px' },
  '&.Mui-disabled': { opacity: 0.8 },
} as const;

export function OptionChips({ label, options, value, onChange, disabled, soldOut = NONE, soldOutText = 'Sold out' }: OptionChipsProps) {
  const id = useId();
  const hintId = `${id}-sold-out`;
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
          // A chosen option that sold out meanwhile can still be tapped, to clear it.
          const unavailable = soldOut.has(option);
          const blocked = unavailable && !selected;
          return (
            <Chip
              key={option}
              component="button"
              label={option}
              clickable
              disabled={disabled || blocked}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              aria-describedby={unavailable ? hintId : undefined}
              onClick={() => !blocked && onChange(selected ? null : option)}
              sx={{
                minWidth: 48,
                fontWeight: 600,
                ...(unavailable && soldOutLook),
              }}
            />
          );
        })}
      </Box>
      {soldOut.size > 0 && (
        <Box id={hintId} sx={visuallyHidden}>
          {soldOutText}
        </Box>
      )}
    </Box>
  );
}
