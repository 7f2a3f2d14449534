// Where an order goes: name, street, city with zip code, country, phone.
import Typography from '@mui/material/Typography';
import type { MyOrderDetailsFragment } from '@/graphql/graphql';

export function OrderDetailAddress({ address }: { address: MyOrderDetailsFragment['shippingAddress'] }) {
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {address.city} - {address.zipCode}
      <br />
      {address.country}
      {address.phone && (
        <>
          <br />
          Phone: {address.phone}
        </>
      )}
    </Typography>
  );
}
