// The server's figures for the cart and checkout summaries (docs/decisions/0002-the-server-decides-money-and-stock.md):
// what the shopper sees is what the server will charge. Lines whose product is unknown are left out.
import { useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { CheckoutQuoteDocument, type AddressInput, type CartItemInput, type CheckoutQuoteQuery } from '@/graphql/graphql';
import type { CartLineView } from './cart-store';

export type Quote = CheckoutQuoteQuery['checkoutQuote'];

/** The quote prices lines and coupon only; the contract still asks for an address, so an empty one is sent. */
const QUOTE_ADDRESS: AddressInput = { firstName: '', lastName: '', email: '', phone: '', address: '', city: '', zipCode: '', country: '' };

/** Each line by its variant, with the product, size and colour too (a line whose variant is gone has none). */
export const checkoutItems = (lines: CartLineView[]): CartItemInput[] =>
  lines.filter((l) => l.product).map(({ productId, variantId, quantity, size, color }) => ({ productId, variantId, quantity, size, color }));

export function useCheckoutQuote(lines: CartLineView[], couponCode: string | null) {
  const items = useMemo(() => checkoutItems(lines), [lines]);
  const { data, previousData, loading, error, refetch } = useQuery(
    CheckoutQuoteDocument,
    items.length ? { variables: { input: { items, couponCode, shippingAddress: QUOTE_ADDRESS } }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const quote: Quote | null = data?.checkoutQuote ?? previousData?.checkoutQuote ?? null;
  return { items, quote, loading, error, refetch };
}
