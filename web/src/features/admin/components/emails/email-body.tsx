// An e-mail's content as the recipient reads it: the HTML in a sandboxed frame (no scripts, no
// forms, no navigation of this page), or the plain-text part.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export function EmailBody({ html, text }: { html: string; text: string }) {
  const [part, setPart] = useState<'html' | 'text'>('html');
  return (
    <Box>
      <Tabs value={part} onChange={(_e, v: 'html' | 'text') => setPart(v)} aria-label="Email parts" sx={{ mb: 1 }}>
        <Tab value="html" label="HTML" id="email-part-html" aria-controls="email-part-panel" />
        <Tab value="text" label="Text" id="email-part-text" aria-controls="email-part-panel" />
      </Tabs>
      <Box role="tabpanel" id="email-part-panel" aria-labelledby={`email-part-${part}`}>
        {part === 'html' ? (
          <Box
            component="iframe"
            title="Email as HTML"
            sandbox=""
            srcDoc={html}
            sx={{ width: '100%', height: { xs: 420, sm: 520 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        ) : (
          <Box
            component="pre"
            aria-label="Email as text"
            sx={{
              m: 0,
              p: 2,
              bgcolor: '#faf6f3',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'monospace',
              fontSize: 13,
              maxHeight: 520,
              overflow: 'auto',
            }}
          >
            {text}
          </Box>
        )}
      </Box>
    </Box>
  );
}
