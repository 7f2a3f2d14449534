// A TextField bound to the checkout form: value, blur, and the field's message once touched.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import type { CheckoutValues } from '../checkout-schema';

type TextKey = { [K in keyof CheckoutValues]: CheckoutValues[K] extends string ? K : never }[keyof CheckoutValues];

export type FormFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: TextKey };

export function FormField({ name, helperText, ...rest }: FormFieldProps) {
  const { values, touched, errors, handleChange, handleBlur, submitCount } = useFormikContext<CheckoutValues>();
  const message = (touched[name] || submitCount > 0) && errors[name] ? errors[name] : undefined;
  return (
    <TextField
      id={`checkout-${name}`}
      name={name}
      value={values[name]}
      onChange={handleChange}
      onBlur={handleBlur}
      error={!!message}
      helperText={message ?? helperText}
      fullWidth
      {...rest}
    />
  );
}
