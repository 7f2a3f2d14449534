// Size and colour chips for a product with variants: each row shows which options are
// sold out with the other row's current choice, so choosing a colour updates the sizes and back.
import { OptionChips } from './option-chips';
import { soldOutOptions, type OptionChoice, type VariantStock } from '@/lib/variants/variant-options';

interface VariantPickerProps {
  sizes: string[];
  colors: string[];
  variants: readonly VariantStock[];
  choice: OptionChoice;
  onChange(choice: OptionChoice): void;
  disabled?: boolean;
}

export function VariantPicker({ sizes, colors, variants, choice, onChange, disabled }: VariantPickerProps) {
  return (
    <>
      {sizes.length > 0 && (
        <OptionChips
          label="Size"
          options={sizes}
          value={choice.size}
          onChange={(size) => onChange({ ...choice, size })}
          disabled={disabled}
          soldOut={soldOutOptions(variants, sizes, 'size', choice)}
          soldOutText={choice.color ? `Sold out in ${choice.color}` : 'Sold out'}
        />
      )}
      {colors.length > 0 && (
        <OptionChips
          label="Color"
          options={colors}
          value={choice.color}
          onChange={(color) => onChange({ ...choice, color })}
          disabled={disabled}
          soldOut={soldOutOptions(variants, colors, 'color', choice)}
          soldOutText={choice.size ? `Sold out in ${choice.size}` : 'Sold out'}
        />
      )}
    </>
  );
}
