// Add Endpoint: URL, note and the events to receive. The server checks the URL again (not this
// shop itself, no credentials) and its refusal lands on the field.
import * as yup from 'yup';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { CreateWebhookEndpointInput, WebhookEventType } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';
import { WEBHOOK_EVENTS } from './webhook-events';

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
}

const isHttpUrl = (value: string | undefined) => {
  try {
    return ['http:', 'https:'].includes(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
};

const schema = yup.object({
  url: yup.string().trim().required('Enter the endpoint’s URL').test('http', 'The URL must start with http:// or https://', isHttpUrl),
  description: yup.string().max(200, 'Must be at most 200 characters'),
  events: yup.array().min(1, 'Choose at least one event'),
});

const EMPTY: Values = { url: '', description: '', events: ['ORDER_CREATED'] };

export function EndpointDialog({ onSave, onClose }: { onSave: (input: CreateWebhookEndpointInput) => Promise<SaveResult>; onClose: () => void }) {
  const formik = useFormDialog<Values>({ initialValues: EMPTY, schema, onSave: (v) => onSave({ ...v, url: v.url.trim() }), onClose });
  const toggle = (value: WebhookEventType, on: boolean) =>
    void formik.setFieldValue('events', on ? [...formik.values.events, value] : formik.values.events.filter((e) => e !== value));
  const eventsError = formik.touched.events || formik.submitCount > 0 ? (formik.errors.events as string | undefined) : undefined;
  return (
    <FormDialog open title="Add Endpoint" submitLabel="Add Endpoint" submitting={formik.isSubmitting} onClose={onClose} onSubmit={formik.handleSubmit}>
      <FormTextField formik={formik} idPrefix="webhook" name="url" label="URL" required autoFocus placeholder="https://partner.example/hooks/shop" />
      <FormTextField formik={formik} idPrefix="webhook" name="description" label="Note" helperText="Optional: who runs it, what for" />
      <FormControl component="fieldset" error={!!eventsError}>
        <FormLabel component="legend">Events</FormLabel>
        <FormGroup>
          {WEBHOOK_EVENTS.map((e) => (
            <FormControlLabel
              key={e.value}
              label={`${e.name} — ${e.hint}`}
              control={<Checkbox checked={formik.values.events.includes(e.value)} onChange={(_, on) => toggle(e.value, on)} />}
            />
          ))}
        </FormGroup>
        {eventsError && <FormHelperText>{eventsError}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}
