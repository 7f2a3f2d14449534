// A TextField bound to one formik field: value, change/blur, and the field's error once touched
// (the helper text otherwise).
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getIn, type FormikProps } from 'formik';

export type FormTextFieldProps<V> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  formik: FormikProps<V>;
  name: keyof V & string;
  /** Gives the input the id `${idPrefix}-${name}` (to focus it by id); MUI makes one up otherwise. */
  idPrefix?: string;
};

export function FormTextField<V>({ formik, name, idPrefix, helperText, ...rest }: FormTextFieldProps<V>) {
  const touched = getIn(formik.touched, name) as boolean | undefined;
  const error = getIn(formik.errors, name) as string | undefined;
  const show = !!touched && !!error;
  const value = getIn(formik.values, name) as string | number | null | undefined;
  return (
    <TextField
      id={idPrefix ? `${idPrefix}-${name}` : undefined}
      name={name}
      value={value ?? ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={show}
      helperText={show ? error : helperText}
      fullWidth
      {...rest}
    />
  );
}
