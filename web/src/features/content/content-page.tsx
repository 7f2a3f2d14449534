// Footer pages (/size-guide, /shipping, /faq and the policies) from content(section), the section
// being the path. FAQ sections open as accordions.
import { useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FooterPageContentDocument } from '@/graphql/graphql';
import { usePageHead } from '@/lib/seo/page-meta';
import { formatLongDate } from '@/lib/format';
import { PAGE_TITLES, parsePageContent } from './page-content';
import { ContentSections } from './components/content-sections';
import { FaqAccordion } from './components/faq-accordion';
import { HelpAside } from './components/help-aside';

export default function ContentPage() {
  const section = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const { data, loading, error, refetch } = useQuery(FooterPageContentDocument, { variables: { section } });
  const record = data?.content ?? null;
  const page = parsePageContent(section, record?.data);
  usePageHead({ content: record?.data ?? null });

  let body;
  if (loading && !data) {
    body = (
      <Box role="status" aria-label="Loading">
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={{ mb: 4 }}>
            <Skeleton width="40%" height={36} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </Box>
        ))}
      </Box>
    );
  } else if (error && !data) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}>
        We could not load this page. Please try again.
      </Alert>
    );
  } else if (!record || page.sections.length === 0) {
    body = !page.intro ? (
      <Alert severity="info">This page is being updated. For anything you need now, please contact us — we reply within 24 hours.</Alert>
    ) : null;
  } else {
    body = section === 'faq' ? <FaqAccordion sections={page.sections} /> : <ContentSections sections={page.sections} />;
  }

  return (
    <>
      <Box component="header" sx={{ bgcolor: '#f3e9e3', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, md: 42 }, mb: page.intro ? 1.5 : 0 }}>
            {loading && !data ? (PAGE_TITLES[section] ?? page.title) : page.title}
          </Typography>
          {page.intro && <Typography sx={{ maxWidth: 820, color: 'text.secondary', fontSize: { md: 18 }, lineHeight: 1.7 }}>{page.intro}</Typography>}
          {record && (section.endsWith('policy') || section === 'terms') && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Last updated {formatLongDate(record.updatedAt)}
            </Typography>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 8 }}>{body}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <HelpAside current={section} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
