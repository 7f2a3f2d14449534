// "Waiting for sizes" under the wishlist: the back-in-stock alerts the shopper asked for (on a
// product page, signed in or as a guest with the account's address), each with the size and colour
// waited for and a Stop button. Nothing shows while there are none, or while they load.
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CancelStockAlertDocument, MyStockAlertsDocument, type MyStockAlertsQuery } from '@/graphql/graphql';
import { productImage } from '@/components/product-card';
import { ProductImage } from '@/components/product-image';
import { useToast } from '@/components/ui/toast';
import { serverMessage, unwrap } from '@/lib/errors';
import { formatDate } from '@/lib/format';

type Alert = MyStockAlertsQuery['myStockAlerts'][number];

export function StockAlertsSection() {
  const { data } = useQuery(MyStockAlertsDocument, { fetchPolicy: 'cache-and-network' });
  const alerts = data?.myStockAlerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="stock-alerts-heading" sx={{ mt: 5 }}>
      <Typography id="stock-alerts-heading" variant="h6" component="h2">
        Waiting for sizes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        We e-mail you once when one of these is back in stock.
      </Typography>
      <Stack spacing={1.5}>
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} />
        ))}
      </Stack>
    </Box>
  );
}

function AlertRow({ alert }: { alert: Alert }) {
  const toast = useToast();
  const [stopping, setStopping] = useState(false);
  const [cancel] = useMutation(CancelStockAlertDocument);
  const name = alert.product?.name ?? 'A product no longer sold';
  const option = [alert.variant?.size && `Size ${alert.variant.size}`, alert.variant?.color].filter(Boolean).join(' · ');

  const onStop = async () => {
    setStopping(true);
    try {
      const { data } = await cancel({
        variables: { input: { id: alert.id } },
        update: (cache, { data: answer }) => {
          const id = answer?.cancelStockAlert.deletedId;
          if (id) cache.evict({ id: cache.identify({ __typename: 'StockAlert', id }) });
        },
      });
      unwrap(data?.cancelStockAlert, 'deletedId');
      toast({ title: 'Alert stopped', duration: 3000 });
    } catch (e) {
      toast({ title: 'Error', description: serverMessage(e, 'Could not stop the alert. Please try again.'), variant: 'error' });
      setStopping(false);
    }
  };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${name}${option ? `, ${option}` : ''}`}
      sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'center' }}
    >
      <ProductImage
        src={productImage(alert.product?.images ?? [])}
        alt=""
        sizes="48px"
        width={48}
        height={60}
        loading="lazy"
        sx={{ display: 'block', width: 48, height: 60, objectFit: 'cover', borderRadius: 1, bgcolor: '#f4eee9', flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {alert.product ? (
            <Box
              component={Link}
              to={`/product/${alert.product.id}`}
              sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}
            >
              {name}
            </Box>
          ) : (
            name
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[option, `asked ${formatDate(alert.createdAt)}`].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        color="inherit"
        disabled={stopping}
        onClick={() => void onStop()}
        aria-label={`Stop the alert for ${name}${option ? `, ${option}` : ''}`}
      >
        Stop
      </Button>
    </Card>
  );
}
