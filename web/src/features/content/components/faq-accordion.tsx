// FAQ: each section is a question that opens to its answer.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { PageSection } from '../page-content';

export function FaqAccordion({ sections }: { sections: PageSection[] }) {
  return (
    <div>
      {sections.map((s, i) => (
        <Accordion key={`${i}-${s.heading}`} disableGutters defaultExpanded={i === 0} sx={{ border: '1px solid', borderColor: 'divider', '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}>
          <AccordionSummary expandIcon={<ExpandMore />} id={`faq-${i}-header`} aria-controls={`faq-${i}-content`}>
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: 17 }}>
              {s.heading}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}-content`}>
            {s.paragraphs.map((p, j) => (
              <Typography key={j} sx={{ mb: 1, lineHeight: 1.8, color: 'text.secondary', whiteSpace: 'pre-line' }}>
                {p}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
