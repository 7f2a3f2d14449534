// A TextField bound to one formik field: value, change/blur, and the field's error once touched
// (the helper text otherwise).
import { memo } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getIn, type FormikProps } from 'formik';

export type FormTextFieldProps<V> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  formik: FormikProps<V>;
  name: keyof V & string;
  /** Gives the input the id `${idPrefix}-${name}` (to focus it by id); MUI makes one up otherwise. */
  idPrefix?: string;
};

/**
 * Formik renders the whole form on every keystroke; the field itself renders again only when what it shows changes
 * (formik's handleChange and handleBlur keep their identity). A multiline field measures its text on each of its
 * renders, which forces a layout in the browser: typing in the product dialog's stock grid re-measured the
 * description on every key.
 */
const BoundTextField = memo(TextField);

export function FormTextField<V>({ formik, name, idPrefix, helperText, ...rest }: FormTextFieldProps<V>) {
  const touched = getIn(formik.touched, name) as boolean | undefined;
  const error = getIn(formik.errors, name) as string | undefined;
  const show = !!touched && !!error;
  const value = getIn(formik.values, name) as string | number | null | undefined;
  return (
    <BoundTextField
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
