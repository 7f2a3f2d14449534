// Formik for an admin dialog: validates with yup, saves through `onSave`, closes and resets on
// success, and puts the server's field messages on the inputs when it refuses: top-level names
// ('name') and paths into lists ('variants.3.stock', a cell of the stock grid) alike.
import { getIn, setIn, useFormik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
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
      // field paths may be nested (variants.3.stock): each lands on its own input
      const known = Object.entries(result.fields).filter(([path]) => getIn(values, path) !== undefined);
      helpers.setErrors(known.reduce<FormikErrors<V>>((errors, [path, message]) => setIn(errors, path, message) as FormikErrors<V>, {}));
      await helpers.setTouched(known.reduce<FormikTouched<V>>((touched, [path]) => setIn(touched, path, true) as FormikTouched<V>, {}), false);
    },
  });
}
