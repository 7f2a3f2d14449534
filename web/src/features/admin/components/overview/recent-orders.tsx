// Recent Orders on the overview: the five newest (id, date, status, payment, total).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminOrderRowFragment } from '@/graphql/graphql';
import { formatDate, formatINR, shortId } from '@/lib/format';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PaymentStatusChip } from '@/components/payment-status-chip';

const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function RecentOrders({ orders, loading }: { orders: AdminOrderRowFragment[] | undefined; loading: boolean }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Recent Orders
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Recent orders">
            <TableHead>
              <TableRow>
                <TableCell>Order ID</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>Date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Payment</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loading &&
                [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={5}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))}
              {!loading && orders?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>No orders yet.</TableCell>
                </TableRow>
              )}
              {orders?.map((o) => (
                <TableRow key={o.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>#{shortId(o.id)}</TableCell>
                  <TableCell sx={{ ...HIDE_ON_PHONE, whiteSpace: 'nowrap' }}>{formatDate(o.createdAt)}</TableCell>
                  <TableCell>
                    <OrderStatusChip status={o.status} />
                  </TableCell>
                  <TableCell>
                    <PaymentStatusChip summary={o.paymentSummary} />
                  </TableCell>
                  <TableCell align="right">{formatINR(o.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
