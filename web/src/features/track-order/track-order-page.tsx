// /track-order (footer link, docs/decisions/0007-screens-the-spec-leaves-without-action.md):
// anyone with an order number and its e-mail sees the order's status, dates, total and item count.
import { useSearchParams } from 'react-router';
import { useLazyQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TrackOrderDocument } from '@/graphql/graphql';
import { errorCode, errorMessage } from '@/lib/errors';
import { usePageHead } from '@/lib/seo/page-meta';
import { TrackOrderForm, type TrackValues } from './components/track-order-form';
import { TrackingResult } from './components/tracking-result';

export default function TrackOrderPage() {
  usePageHead(); // the route's fixed head (PUBLIC_ROUTES)
  const [params] = useSearchParams();
  const [track, { data, error, loading, called }] = useLazyQuery(TrackOrderDocument, { fetchPolicy: 'network-only' });

  const submit = (v: TrackValues) => {
    void track({ variables: v }).catch(() => undefined);
  };
  // An unknown order (or one under another e-mail) answers null; a malformed number is refused at the input boundary.
  const answered = called && !loading;
  const notFound = answered && (error ? errorCode(error) === 'BAD_USER_INPUT' : data?.trackOrder === null);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 28, md: 34 } }}>
            Track Your Order
          </Typography>
          <Typography color="text.secondary">Enter your order number and the email address you used at checkout.</Typography>
        </div>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <TrackOrderForm initial={{ orderId: params.get('orderId') ?? params.get('order') ?? '', email: params.get('email') ?? '' }} busy={loading} onSubmit={submit} />
          </CardContent>
        </Card>
        <div aria-live="polite">
          {notFound && <Alert severity="warning">Order not found</Alert>}
          {answered && error && !notFound && <Alert severity="error">{errorMessage(error, 'Could not look up the order. Please try again.')}</Alert>}
          {!loading && !error && data?.trackOrder && <TrackingResult order={data.trackOrder} />}
        </div>
      </Stack>
    </Container>
  );
}
