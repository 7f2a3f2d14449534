// /order/:token: the order confirmation page. Checkout lands here after every placed
// order, guests and customers alike; the link keeps working later, for whoever holds it (the token
// is the order's access token, read with orderByToken, no sign-in). The token travels in the path,
// so it must not leak: the server sends `Referrer-Policy: no-referrer` (helmet's default) and
// keeps it out of its access logs, and the page tells search engines not to index it.
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useHydrated } from '@/lib/use-hydrated';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { OrderByTokenDocument } from '@/graphql/graphql';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, shortId } from '@/lib/format';
import { usePageHead } from '@/lib/seo/page-meta';
import { ConfirmationDetails } from './components/confirmation-details';
import { trackOrderHref } from './confirmation-format';

function NotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Order not found
      </Typography>
      <Typography color="text.secondary">
        This link does not match any order. Check that you copied the whole link, or track your order with its number and email.
      </Typography>
      <Button component={RouterLink} to="/track-order" variant="contained">
        Track order
      </Button>
    </Stack>
  );
}

export default function OrderConfirmationPage() {
  const { token = '' } = useParams();
  usePageHead(); // the route's fixed head (PUBLIC_ROUTES): a private page, never indexed, whatever links to it
  // The order is personal (its token is the key): read in the browser only, never by the server
  // render — which would put a shopper's address into HTML and spend their order look-up allowance.
  const hydrated = useHydrated();
  const { data, error, loading, refetch } = useQuery(OrderByTokenDocument, { variables: { token }, skip: !hydrated });
  const order = data?.orderByToken;

  let body;
  if (!hydrated || (loading && !data)) body = <PageLoader label="Loading your order..." />;
  else if (error)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      >
        {errorMessage(error, 'Could not load your order. Please try again.')}
      </Alert>
    );
  else if (!order) body = <NotFound />;
  else
    body = (
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, md: 34 } }}>
            Thank you for your order!
          </Typography>
          <Typography variant="h6" component="p">
            Order #{shortId(order.id)}
          </Typography>
          <Typography color="text.secondary">
            Placed on {formatDateTime(order.createdAt)}. We will keep you posted at {order.email}. Keep this page&apos;s link to see your order again.
          </Typography>
          <Button component={RouterLink} to={trackOrderHref(order.id, order.email)} variant="contained" sx={{ mt: 1 }}>
            Track order
          </Button>
        </Stack>
        <ConfirmationDetails order={order} />
      </Stack>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {body}
    </Container>
  );
}
