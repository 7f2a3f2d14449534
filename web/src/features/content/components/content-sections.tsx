// A footer page's sections: a heading and its paragraphs each.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PageSection } from '../page-content';

export function ContentSections({ sections }: { sections: PageSection[] }) {
  return (
    <Stack spacing={4}>
      {sections.map((s, i) => (
        <Box component="section" key={`${i}-${s.heading}`} aria-labelledby={`content-section-${i}`}>
          <Typography id={`content-section-${i}`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {s.heading}
          </Typography>
          {s.paragraphs.map((p, j) => (
            <Typography key={j} sx={{ mb: 1.5, lineHeight: 1.8, color: 'text.secondary', whiteSpace: 'pre-line' }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
