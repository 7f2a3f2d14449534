// Customer and shipping address in the View dialog.
import Stack from '@mui/material/Stack';
import type { AdminOrderDetailsFragment } from '@/graphql/graphql';
import { DetailList } from './detail-list';

type Address = AdminOrderDetailsFragment['shippingAddress'];

export function OrderCustomer({ address: a }: { address: Address }) {
  return (
    <Stack spacing={2}>
      <DetailList
        title="Customer Information"
        rows={[
          ['Name', `${a.firstName} ${a.lastName}`],
          ['Email', a.email],
          ['Phone', a.phone || 'Not provided'],
        ]}
      />
      <DetailList title="Shipping Address" rows={[['Address', `${a.address}, ${a.city} ${a.zipCode}, ${a.country}`]]} />
    </Stack>
  );
}
