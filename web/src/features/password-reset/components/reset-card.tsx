// The card both reset pages sit in: a heading, a line under it, the content, and a way back.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  intro?: string;
  children: ReactNode;
  /** the link under the card; 'Back to sign in' (/account) when left out */
  back?: { label: string; to: string };
}

export function ResetCard({ title, intro, children, back = { label: 'Back to sign in', to: '/account' } }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Card sx={{ maxWidth: 480, mx: 'auto', borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" align="center" gutterBottom sx={{ fontSize: { xs: 28, md: 34 } }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" align="center" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          )}
          {children}
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to={back.to} variant="body2" sx={{ fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
              {back.label}
            </Link>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
