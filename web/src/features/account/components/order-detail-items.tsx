// The lines of an order: picture, name, size, colour, quantity, unit price, line total; on a
// delivered order, 'Write a review' for each product still in the shop.
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyOrderDetailsFragment } from '@/graphql/graphql';
import { PLACEHOLDER_IMAGE, formatINR } from '@/lib/format';

/** The product page opens its review dialog (or the customer's review to edit) at this address. */
export const writeReviewHref = (productId: string) => `/product/${productId}?review=1`;

export function OrderDetailItems({ items, reviewable = false }: { items: MyOrderDetailsFragment['items']; reviewable?: boolean }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Items">
      {items.map((item) => {
        const options = [item.size && `Size: ${item.size}`, item.color && `Color: ${item.color}`].filter(Boolean).join(' · ');
        return (
          <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={item.image || PLACEHOLDER_IMAGE}
              alt={item.name}
              width={64}
              height={64}
              sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1.5, border: '1px solid', borderColor: 'divider', flexShrink: 0, bgcolor: '#f5efe9' }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
              {options && (
                <Typography variant="body2" color="text.secondary">
                  {options}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                Qty: {item.quantity} × {formatINR(item.price)}
              </Typography>
              {reviewable && item.productId && (
                <MuiLink component={Link} to={writeReviewHref(item.productId)} variant="body2" aria-label={`Write a review of ${item.name}`}>
                  Write a review
                </MuiLink>
              )}
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatINR(item.lineTotal)}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
