// A placed order, read with its token: items and totals, then where it goes, how it is paid and
// where it stands. Two columns on a desktop, one on a phone.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderConfirmationFragment } from '@/graphql/graphql';
import { OrderTotals } from '@/components/order-totals/order-totals';
import { PaymentStatusChip } from '@/components/payment-status-chip';
import { ConfirmationItems } from './confirmation-items';
import { StatusTimeline } from './status-timeline';
import { paymentHint, paymentMethodLabel } from '../confirmation-format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `confirmation-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function ConfirmationDetails({ order }: { order: OrderConfirmationFragment }) {
  const a = order.shippingAddress;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Section title="Items">
          <ConfirmationItems items={order.items} />
          <Divider sx={{ my: 2 }} />
          <OrderTotals totals={order} freeShippingHint={false} />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <Section title="Shipping address">
            <Typography component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
              {a.firstName} {a.lastName}
              <br />
              {a.address}
              <br />
              {a.city} - {a.zipCode}, {a.country}
              <br />
              Phone: {a.phone}
            </Typography>
          </Section>
          <Section title="Payment">
            <Typography sx={{ fontWeight: 600 }}>{paymentMethodLabel(order.paymentMethod)}</Typography>
            <Box sx={{ my: 0.5 }}>
              <PaymentStatusChip summary={order.paymentSummary} />
            </Box>
            {paymentHint(order.paymentSummary.state) && <Typography color="text.secondary">{paymentHint(order.paymentSummary.state)}</Typography>}
          </Section>
          <Section title="Status">
            <StatusTimeline status={order.status} statusHistory={order.statusHistory} />
          </Section>
        </Stack>
      </Grid>
    </Grid>
  );
}
