// Test-only helpers for the order suites: the test catalogue's products, addresses, order inputs.
import type { TestServices } from '../../test/harness';
import type { RequestContext } from '../../platform/common/context';
import { CATALOGUE, createProduct, setTotalStock } from '../../test/fixtures';

export const FROCK = CATALOGUE.frock.name; // ₹499.00, sizes XS–M, colours Yellow/Sky Blue/Mint, 10 of each
export const KURTA = CATALOGUE.kurta.name; // ₹1,299.00, sizes S–XXL, colours White/Cream/Sky Blue, 10 of each
export const TROUSERS = CATALOGUE.trousers.name; // sold out

export const productNamed = (shop: TestServices, name: string) => shop.db.prisma.product.findFirstOrThrow({ where: { name } });

/** Spreads a new total over the product's variants (a product without options has one). */
export const setStock = (shop: TestServices, id: string, stock: number) => setTotalStock(shop, id, stock);

let counter = 0;
/** A product of our own (no sizes or colours) so tests that change stock or prices do not collide. */
export const plainProduct = (shop: TestServices, stock: number, price = '250.00', name = `Test Handkerchief ${++counter}`) => createProduct(shop, { name, stock, price });

export const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha.buyer@example.in',
  phone: '9876543210',
  address: '12 Alkapuri Society, RC Dutt Road',
  city: 'Vadodara',
  zipCode: '390007',
  country: 'India',
  ...overrides,
});

export type Line = { productId?: string; variantId?: string; quantity: number; size?: string | null; color?: string | null };

/** A pay-on-delivery order input whose expected figures the caller gives (or "no coupon, no discount"). */
export function cardOrder(items: Line[], expected: { subtotal: string; discount?: string; total?: string }, extra: Record<string, unknown> = {}) {
  return {
    items,
    shippingAddress: address(),
    paymentMethod: 'card',
    expected: { subtotal: expected.subtotal, shipping: '0.00', tax: '0.00', discount: expected.discount ?? '0.00', total: expected.total ?? expected.subtotal },
    ...extra,
  };
}

/** Quotes and places a card order with the server's own figures. */
export async function placeCard(shop: TestServices, ctx: RequestContext, items: Line[], extra: Record<string, unknown> = {}) {
  const quote = await shop.services.checkout.quote(ctx, { items, couponCode: extra.couponCode });
  return shop.services.checkout.placeOrder(ctx, cardOrder(items, quote, extra));
}

/** Quotes and places an order paid online through the sandbox provider, as a shopper's checkout does. */
export async function placeOnline(shop: TestServices, ctx: RequestContext, items: Line[]) {
  const input = { items, shippingAddress: address() };
  const session = await shop.services.checkout.startPayment(ctx, input);
  const paid = (await shop.services.payments.sandboxPay(session.providerOrderId))!;
  return shop.services.checkout.placeOrder(ctx, {
    ...input,
    paymentMethod: 'razorpay',
    payment: { providerOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature },
  });
}

/** Moves an order on to shipped (pending → processing → shipped), as the admin does. */
export async function shipOrder(shop: TestServices, admin: RequestContext, orderId: string) {
  for (const status of ['processing', 'shipped'] as const) await shop.services.orders.updateStatus(admin, orderId, status);
}
