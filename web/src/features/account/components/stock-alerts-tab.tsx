// 'Alerts' (/account?tab=alerts): the shopper's open back-in-stock alerts, newest first — the
// product (picture and a link), the size and colour waited for, when they asked, whether the alert is
// live or still waits for the link e-mailed to the address, and Cancel. Placeholders while loading,
// an error with Retry, and an empty state that says how to make one.
import { useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { CancelStockAlertDocument, MyStockAlertsDocument, type MyStockAlertsQuery } from '@/graphql/graphql';
import { productImage } from '@/components/product-card';
import { ProductImage } from '@/components/product-image';
import { useToast } from '@/components/ui/toast';
import { errorCode, serverMessage, unwrap } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { TabLoadError, TabLoading } from './tab-states';

type StockAlert = MyStockAlertsQuery['myStockAlerts'][number];

export const CANCEL_FAILED = 'Could not cancel the alert. Please try again.';

export function StockAlertsTab() {
  const { data, loading, error, refetch } = useQuery(MyStockAlertsDocument, { fetchPolicy: 'cache-and-network' });
  const heading = useRef<HTMLHeadingElement>(null);
  const alerts = data?.myStockAlerts ?? [];

  let body;
  if (!data && loading) body = <TabLoading label="Loading alerts" spacing={1.5} />;
  else if (!data && error) body = <TabLoadError what="alerts" error={error} retry={refetch} />;
  else if (alerts.length === 0) body = <AlertsEmpty />;
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          We e-mail you once when one of these is back in stock.
        </Typography>
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} heading={heading} />
          ))}
        </Stack>
      </>
    );

  return (
    <>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 1, '&:focus': { outline: 'none' } }}>
        Back-in-stock alerts
      </Typography>
      {body}
    </>
  );
}

/** The alert leaves the cached list (and the cache), so every view of the list agrees without a refetch. */
function forget(cache: ApolloCache, id: string) {
  cache.modify<{ myStockAlerts: readonly Reference[] }>({
    fields: { myStockAlerts: (list, { readField }) => list.filter((ref) => readField('id', ref) !== id) },
  });
  cache.evict({ id: cache.identify({ __typename: 'StockAlert', id }) });
  cache.gc();
}

const optionText = (alert: StockAlert) => [alert.variant?.size && `Size ${alert.variant.size}`, alert.variant?.color].filter(Boolean).join(' · ');

function AlertRow({ alert, heading }: { alert: StockAlert; heading: RefObject<HTMLHeadingElement | null> }) {
  const toast = useToast();
  const [cancelling, setCancelling] = useState(false);
  const [cancel, { client }] = useMutation(CancelStockAlertDocument);
  const name = alert.product?.name ?? 'A product no longer sold';
  const option = optionText(alert);
  const label = option ? `${name}, ${option}` : name;
  const pending = alert.status === 'PENDING';

  const onCancel = async () => {
    setCancelling(true);
    try {
      const { data } = await cancel({
        variables: { input: { id: alert.id } },
        update: (cache, { data: answer }) => {
          const id = answer?.cancelStockAlert.deletedId;
          if (id) forget(cache, id);
        },
      });
      unwrap(data?.cancelStockAlert, 'deletedId');
      heading.current?.focus(); // the focused button left with its row
      toast({ title: 'Alert cancelled', description: `No e-mail will come for ${label}.`, duration: 3000 });
    } catch (e) {
      if (errorCode(e) === 'NOT_FOUND') {
        // Closed meanwhile (sent, or cancelled from the e-mail's link or another tab): it is not open any more.
        forget(client.cache, alert.id);
        heading.current?.focus();
        toast({ title: 'This alert is already closed', description: 'It was cancelled elsewhere or its e-mail has been sent.', variant: 'info' });
        return;
      }
      toast({ title: 'Error', description: serverMessage(e, CANCEL_FAILED), variant: 'error' });
      setCancelling(false);
    }
  };

  const href = alert.product ? `/product/${alert.product.id}` : null;
  return (
    <Card
      variant="outlined"
      component="li"
      aria-label={label}
      sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box component={href ? Link : 'div'} to={href ?? undefined} tabIndex={-1} aria-hidden="true" sx={{ flexShrink: 0 }}>
        <ProductImage
          src={productImage(alert.product?.images ?? [])}
          alt=""
          sizes="64px"
          width={64}
          height={80}
          loading="lazy"
          sx={{ display: 'block', width: 64, height: 80, objectFit: 'cover', borderRadius: 1, bgcolor: '#f4eee9' }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {href ? (
            <Box component={Link} to={href} sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}>
              {name}
            </Box>
          ) : (
            name
          )}
        </Typography>
        {option && (
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {option}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Asked on <time dateTime={alert.createdAt}>{formatDate(alert.createdAt)}</time>
        </Typography>
        <AlertState pending={pending} />
      </Box>
      <Button
        variant="outlined"
        color="inherit"
        disabled={cancelling}
        onClick={() => void onCancel()}
        aria-label={`Cancel the alert for ${label}`}
        sx={{ flexShrink: 0, minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
      >
        {cancelling ? 'Cancelling…' : 'Cancel'}
      </Button>
    </Card>
  );
}

/** Live, or waiting for the shopper to follow the confirmation link (nothing is sent until then). */
function AlertState({ pending }: { pending: boolean }) {
  return (
    <Box sx={{ mt: 0.75 }}>
      <Chip
        size="small"
        label={pending ? 'Confirm by e-mail' : 'Waiting for stock'}
        data-state={pending ? 'pending' : 'waiting'}
        sx={pending ? { bgcolor: '#fff3c4', color: '#6d5200', fontWeight: 600 } : { bgcolor: '#e1ecfb', color: '#1a4f9c', fontWeight: 600 }}
      />
      {pending && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Waiting for you to confirm: follow the link we e-mailed you. No e-mail? Ask again on the product page.
        </Typography>
      )}
    </Box>
  );
}

function AlertsEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <NotificationsNoneOutlined sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h3" gutterBottom>
        No back-in-stock alerts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose a sold-out size on a product page and tap Notify me.
      </Typography>
      <Button component={Link} to="/shop" variant="contained">
        Browse the shop
      </Button>
    </Box>
  );
}
