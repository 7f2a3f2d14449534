// Formik for an admin dialog: validates with yup, saves through `onSave`, closes and resets on
// success, and puts the server's field messages on the inputs when it refuses.
import { useFormik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { SaveResult } from './save-result';

export function useFormDialog<V extends FormikValues>(opts: {
  initialValues: V;
  schema: AnyObjectSchema;
  onSave: (values: V) => Promise<SaveResult>;
  onClose: () => void;
}) {
  return useFormik<V>({
    initialValues: opts.initialValues,
    validationSchema: opts.schema,
    onSubmit: async (values, helpers) => {
      const result = await opts.onSave(values);
      if (result.ok) {
        helpers.resetForm();
        opts.onClose();
        return;
      }
      const known = Object.fromEntries(Object.entries(result.fields).filter(([k]) => k in values));
      helpers.setErrors(known as FormikErrors<V>);
      await helpers.setTouched(Object.fromEntries(Object.keys(known).map((k) => [k, true])) as FormikTouched<V>, false);
    },
  });
}
