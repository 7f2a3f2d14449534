import type { FormikHelpers } from 'formik';
import { fieldErrors } from '@/lib/errors';

/** Shows the server's field errors under the matching inputs; true when there were any. */
export function showServerFieldErrors<V>(error: unknown, helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>, values: V): boolean {
  const fields = fieldErrors(error);
  const known = Object.keys(fields).filter((k) => k in (values as object));
  if (!known.length) return false;
  const picked = Object.fromEntries(known.map((k) => [k, fields[k]]));
  void helpers.setTouched(Object.fromEntries(known.map((k) => [k, true])) as never, false);
  helpers.setErrors(picked as never);
  return true;
}
