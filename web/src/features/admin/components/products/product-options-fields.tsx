// Sizes and colours (comma separated). Each change rebuilds the stock grid: combinations that
// remain keep their numbers and SKUs; one removed and typed again gets its number back.
import { useRef, type ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { parseList, type ProductFormValues } from './product-schema';
import { regrid, type StockCell } from './stock-cells';

type Option = 'sizes' | 'colors';
const FIELDS: { name: Option; label: string; hint: string }[] = [
  { name: 'sizes', label: 'Sizes', hint: 'Comma separated, e.g. S, M, L' },
  { name: 'colors', label: 'Colors', hint: 'Comma separated, e.g. Red, Navy' },
];

export function ProductOptionsFields({ formik }: { formik: FormikProps<ProductFormValues> }) {
  // every cell seen while the dialog is open, newest first
  const seen = useRef<StockCell[]>([]);

  const change = (name: Option) => (e: ChangeEvent<HTMLInputElement>) => {
    const { values } = formik;
    const next = { sizes: values.sizes, colors: values.colors, [name]: e.target.value };
    seen.current = [...values.variants, ...seen.current.filter((old) => !values.variants.some((c) => c.size === old.size && c.color === old.color))];
    void formik.setFieldValue(name, e.target.value, false);
    void formik.setFieldValue('variants', regrid(parseList(next.sizes), parseList(next.colors), seen.current));
    // the grid's cells move: messages of the old cells no longer belong to the new ones
    if (formik.touched.variants) void formik.setTouched({ ...formik.touched, variants: undefined }, false);
  };

  return FIELDS.map(({ name, label, hint }) => (
    <Grid key={name} size={{ xs: 12, sm: 6 }}>
      <TextField
        id={`admin-${name}`}
        name={name}
        label={label}
        value={formik.values[name]}
        onChange={change(name)}
        onBlur={formik.handleBlur}
        helperText={hint}
        fullWidth
      />
    </Grid>
  ));
}
