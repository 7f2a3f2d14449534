// New API key: a name and scope checkboxes; once created, the same dialog shows the secret (once).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import * as yup from 'yup';
import type { ApiKeyScope, CreateApiKeyInput } from '@/graphql/graphql';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDialog } from '../shared/form-dialog';
import { useFormDialog } from '../shared/use-form-dialog';
import type { SaveResult } from '../shared/save-result';
import { SCOPE_OPTIONS } from './api-key-scopes';
import { ApiKeySecret } from './api-key-secret';

interface Values {
  name: string;
  scopes: ApiKeyScope[];
}

// The server's messages (api-key.schemas.ts), for a quicker form.
const schema = yup.object({
  name: yup.string().trim().required('Name is required').max(100, 'Must be at most 100 characters'),
  scopes: yup.array().of(yup.string()).min(1, 'Choose at least one scope'),
});

interface Props {
  onCreate: (input: CreateApiKeyInput) => Promise<{ secret: string } | SaveResult>;
  onClose: () => void;
}

export function CreateApiKeyDialog({ onCreate, onClose }: Props) {
  const [secret, setSecret] = useState<string | null>(null);
  const formik = useFormDialog<Values>({
    initialValues: { name: '', scopes: [] },
    schema,
    onSave: async (v) => {
      const result = await onCreate({ name: v.name.trim(), scopes: v.scopes });
      if ('secret' in result) {
        setSecret(result.secret);
        return { ok: false, fields: {} }; // keep the dialog open on the secret
      }
      return result;
    },
    onClose,
  });

  if (secret) {
    return (
      <Dialog open fullWidth maxWidth="sm" aria-labelledby="api-key-created">
        <DialogTitle id="api-key-created">API key created</DialogTitle>
        <DialogContent dividers>
          <ApiKeySecret secret={secret} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button variant="contained" onClick={onClose}>
            Done, I saved it
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    void formik.setFieldValue('scopes', on ? [...formik.values.scopes, scope] : formik.values.scopes.filter((s) => s !== scope));
  const scopeError = formik.submitCount > 0 && typeof formik.errors.scopes === 'string' ? formik.errors.scopes : undefined;
  return (
    <FormDialog open title="New API key" submitLabel="Create key" submitting={formik.isSubmitting} onClose={onClose} onSubmit={formik.handleSubmit}>
      <FormTextField formik={formik} idPrefix="api-key" name="name" label="Name" required autoFocus helperText="What it is for, e.g. Warehouse sync" />
      <FormControl component="fieldset" error={!!scopeError}>
        <FormLabel component="legend">Scopes</FormLabel>
        <FormGroup>
          {SCOPE_OPTIONS.map((o) => (
            <FormControlLabel
              key={o.value}
              control={<Checkbox checked={formik.values.scopes.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />}
              label={`${o.label}: ${o.help}`}
            />
          ))}
        </FormGroup>
        {scopeError && <FormHelperText>{scopeError}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}
