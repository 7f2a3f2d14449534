// The card the e-mail link pages sit in: a heading, what happened, and where to go next.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LinkState } from '../use-link-action';

interface Props {
  title: string;
  /** What the page says while the link is being used */
  working: string;
  state: LinkState;
  /** Where to go next, once done or refused */
  next: { label: string; to: string };
  children?: ReactNode;
}

export function LinkCard({ title, working, state, next, children }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Card sx={{ maxWidth: 480, mx: 'auto', borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" align="center" gutterBottom sx={{ fontSize: { xs: 28, md: 34 } }}>
            {title}
          </Typography>
          {state.status === 'working' ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}>
              <CircularProgress size={24} />
              <Typography color="text.secondary">{working}</Typography>
            </Box>
          ) : (
            <Alert severity={state.status === 'done' ? 'success' : 'error'} role="status" sx={{ mb: 2 }}>
              {state.message}
            </Alert>
          )}
          {children}
          {state.status !== 'working' && (
            <Button component={RouterLink} to={next.to} variant="contained" size="large" fullWidth sx={{ mt: 1 }}>
              {next.label}
            </Button>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
