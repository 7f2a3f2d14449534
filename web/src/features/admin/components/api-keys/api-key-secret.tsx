// The one time a key's secret is shown: the whole key, a Copy button and a plain warning.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export function ApiKeySecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">Copy this key now and keep it somewhere safe. You will not see it again: the shop stores only a fingerprint of it.</Alert>
      <TextField
        label="API key"
        value={secret}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
        onFocus={(e) => e.target.select()}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy key
        </Button>
        <span role="status">
          {copied === 'yes' ? 'Copied to the clipboard' : copied === 'failed' ? 'Could not copy: select the key and copy it yourself' : ''}
        </span>
      </Stack>
      <Alert severity="info">Send it as the header Authorization: Bearer &lt;key&gt; on /graphql or /api.</Alert>
    </Stack>
  );
}
