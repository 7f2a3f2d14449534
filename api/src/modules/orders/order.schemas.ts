// Checkout and order input rules with the spec's texts (§5); the same path for GraphQL and REST.
import { z, email, money, requiredText } from '../../platform/input/validate';
import { normalizeEmail } from '../../platform/input/email';
import { normalizeCouponCode } from '../coupons';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_METHODS = ['razorpay', 'card'] as const;
export const ORDER_SORTS = ['NEWEST', 'OLDEST', 'TOTAL_HIGH', 'TOTAL_LOW'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** The shop delivers in one city (spec §1); the checkout form locks city and country. */
export const DELIVERY_CITY = 'Vadodara';
export const DELIVERY_COUNTRY = 'India';
export const ONLY_VADODARA = 'We currently deliver only within Vadodara';
export const ONLY_INDIA = 'We currently deliver only within India';
export const PAYMENT_METHOD_REQUIRED = 'Payment method is required';
export const PAYMENT_FAILED = 'Payment verification failed';
export const INVALID_STATUS = 'Invalid status';
export const MAX_LINES = 100;
export const MAX_LINE_QUANTITY = 100;

const phone = z
  .string({ error: 'Valid phone number is required' })
  .trim()
  .min(10, 'Valid phone number is required')
  .max(20, 'Valid phone number is required');

const addressFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email('Valid email is required'),
  phone,
  address: requiredText('Address is required', 500),
  city: requiredText('City is required', 100),
  zipCode: requiredText('ZIP code is required', 20),
  country: requiredText('Country is required', 100),
};

/** Billing: any complete address. */
export const billingAddressSchema = z.object(addressFields, { error: 'Billing address is required' });

/** Shipping: a complete address in Vadodara, India (stored with the canonical spelling). */
export const shippingAddressSchema = z.object(
  {
    ...addressFields,
    city: addressFields.city
      .refine((v) => v.toLowerCase() === DELIVERY_CITY.toLowerCase(), ONLY_VADODARA)
      .transform(() => DELIVERY_CITY),
    country: addressFields.country
      .refine((v) => v.toLowerCase() === DELIVERY_COUNTRY.toLowerCase(), ONLY_INDIA)
      .transform(() => DELIVERY_COUNTRY),
  },
  { error: 'Please fill in all shipping information correctly' },
);

export type AddressData = z.output<typeof billingAddressSchema>;

const quantity = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'Quantity must be at least 1' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `You can order at most ${MAX_LINE_QUANTITY} of one item`),
);

/** null, undefined and '' mean "no option". */
const option = z
  .string({ error: 'Options must be text' })
  .trim()
  .max(50, 'Option is too long')
  .nullish()
  .transform((v) => (v ? v : null));

const lineId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null));

/** A line names its variant by id, or by product + size + colour (the spec's clients). */
export const lineSchema = z
  .object(
    {
      productId: lineId('Product is required'),
      variantId: lineId('Variant must be an id'),
      quantity,
      size: option,
      color: option,
    },
    { error: 'Each item needs a product and a quantity' },
  )
  .refine((l) => l.productId || l.variantId, { message: 'Product is required', path: ['productId'] });

export const itemsSchema = z
  .array(lineSchema, { error: 'Your cart is empty' })
  .min(1, 'Your cart is empty')
  .max(MAX_LINES, `An order can have at most ${MAX_LINES} lines`);

export const couponCodeSchema = z
  .string({ error: 'Invalid coupon code' })
  .max(50, 'Invalid coupon code')
  .nullish()
  .transform((v) => (v ? normalizeCouponCode(v) || null : null));

/** A cart token (cart-token.ts checks it); null/'' = none. */
const cartTokenSchema = z
  .string({ error: 'Cart token must be text' })
  .trim()
  .max(200, 'Cart not found')
  .nullish()
  .transform((v) => v || null);

/**
 * The lines: `items` as sent, or — without items — the cart of `cartToken`, or the signed-in
 * customer's cart (the checkout service reads it and applies itemsSchema to its lines).
 */
const linesFields = { items: itemsSchema.nullish().transform((v) => v ?? null), cartToken: cartTokenSchema };

const checkoutFields = {
  ...linesFields,
  couponCode: couponCodeSchema,
  shippingAddress: shippingAddressSchema,
  billingAddress: billingAddressSchema.nullish(),
};

/** billingAddress defaults to the shipping address. */
const withBilling = <T extends { shippingAddress: AddressData; billingAddress?: AddressData | null }>(v: T) => ({
  ...v,
  billingAddress: v.billingAddress ?? v.shippingAddress,
});

export const checkoutSchema = z.object(checkoutFields).transform(withBilling);

/** The quote needs only the lines and the coupon: the summary shows before the address is complete. */
export const quoteSchema = z.object({ ...linesFields, couponCode: couponCodeSchema });

const amount = (label: string) => money(`Expected ${label} must be an amount`, 0);

export const expectedSchema = z.object(
  { subtotal: amount('subtotal'), shipping: amount('shipping'), tax: amount('tax'), discount: amount('discount'), total: amount('total') },
  { error: 'Expected totals are required' },
);

export const IDEMPOTENCY_KEY_INVALID = 'Idempotency key must be 1 to 255 printable ASCII characters';

/** A client-generated key (a UUID, say), kept verbatim: printable ASCII, not blank; null/absent = none. */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_INVALID })
  .regex(/^[\x20-\x7E]{1,255}$/, IDEMPOTENCY_KEY_INVALID)
  .refine((v) => v.trim() !== '', IDEMPOTENCY_KEY_INVALID)
  .nullish()
  .transform((v) => v ?? null);

const proofText = z.string({ error: PAYMENT_FAILED }).trim().min(1, PAYMENT_FAILED).max(200, PAYMENT_FAILED);

export const placeOrderSchema = z
  .object({
    ...checkoutFields,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED }),
    payment: z.object({ providerOrderId: proofText, paymentId: proofText, signature: proofText }, { error: PAYMENT_FAILED }).nullish(),
    /** Optional now that checkout can take a cart: when sent, still checked (PRICES_CHANGED). */
    expected: expectedSchema.nullish().transform((v) => v ?? null),
    userId: z.string({ error: 'You can only place orders for your own account' }).trim().nullish().transform((v) => v || null),
    idempotencyKey: idempotencyKeySchema,
  })
  .transform(withBilling);

export const statusSchema = z.enum(ORDER_STATUSES, { error: INVALID_STATUS });

export const orderListSchema = z.object({
  status: statusSchema.nullish(),
  search: z.string({ error: 'Search must be text' }).trim().max(64, 'Search is too long').nullish(),
  sort: z.enum(ORDER_SORTS, { error: 'Invalid sort' }).nullish(),
  // The cursor's content is checked by order-cursor.ts (400 'Invalid cursor…').
  after: z.string({ error: 'Invalid cursor: pass the endCursor of a page of this list unchanged' }).nullish(),
});

/** Missing fields are a 400 with a message for the form; anything that matches no order is a 404. */
export const trackSchema = z.object({
  orderId: requiredText('Order ID is required', 64),
  email: requiredText('Email is required', 254).transform(normalizeEmail),
});

export type CheckoutData = z.output<typeof checkoutSchema>;
export type PlaceOrderData = z.output<typeof placeOrderSchema>;
export type LineData = z.output<typeof lineSchema>;
export type ExpectedTotals = z.output<typeof expectedSchema>;
