// Free-form content (home, about, contact) edited as JSON; it must parse to an object.
import * as yup from 'yup';
import { FormTextField } from '@/components/form/form-text-field';
import type { SaveResult } from '../shared/save-result';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';

export const INVALID_JSON = 'Content must be valid JSON';
export const NOT_AN_OBJECT = 'Content must be a JSON object';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const schema = yup.object({
  json: yup
    .string()
    .test('json', INVALID_JSON, (v) => parse(v ?? '') !== undefined)
    .test('object', NOT_AN_OBJECT, (v) => parse(v ?? '') === undefined || isObject(parse(v ?? ''))),
});

interface Props {
  title: string;
  data: Record<string, unknown> | undefined;
  onSave: (data: Record<string, unknown>) => Promise<SaveResult>;
  onClose: () => void;
}

export function JsonContentForm({ title, data, onSave, onClose }: Props) {
  const formik = useFormDialog<{ json: string }>({
    initialValues: { json: JSON.stringify(data ?? {}, null, 2) },
    schema,
    onSave: async (v) => {
      const result = await onSave(parse(v.json) as Record<string, unknown>);
      if (result.ok || !result.fields.data) return result;
      return { ok: false, fields: { json: result.fields.data } };
    },
    onClose,
  });
  return (
    <FormDialog open title={title} submitLabel="Save Changes" submitting={formik.isSubmitting} onClose={onClose} onSubmit={formik.handleSubmit} maxWidth="md">
      <FormTextField
        formik={formik}
        idPrefix="admin"
        name="json"
        label="Content (JSON)"
        multiline
        minRows={14}
        maxRows={24}
        helperText="The data the page reads, as a JSON object."
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </FormDialog>
  );
}
