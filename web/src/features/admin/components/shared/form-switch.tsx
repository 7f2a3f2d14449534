// A Switch bound to one boolean formik field.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { getIn, type FormikProps } from 'formik';

export function FormSwitch<V>({ formik, name, label }: { formik: FormikProps<V>; name: keyof V & string; label: string }) {
  return (
    <FormControlLabel
      label={label}
      control={<Switch name={name} checked={!!getIn(formik.values, name)} onChange={formik.handleChange} />}
    />
  );
}
