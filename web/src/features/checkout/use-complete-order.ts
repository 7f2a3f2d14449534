// Complete Order (spec §4/§5): optional guest registration, online payment or pay on delivery,
// then placeOrder with the figures the shopper was shown and an idempotency key (a retry of the
// same submit answers the order already placed). One run at a time; the lines shown are frozen
// while it runs (signing in swaps the guest cart for the account's).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CheckoutQuoteDocument, CheckoutRegisterDocument, PlaceOrderDocument, type PaymentProof, type PlaceOrderInput } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { useCart, type CartLineView } from '@/lib/cart/cart-store';
import { writeAppliedCoupon } from '@/lib/cart/applied-coupon';
import { checkoutItems, type Quote } from '@/lib/cart/use-checkout-quote';
import { errorCode, errorMessage, unwrap } from '@/lib/errors';
import { useSession } from '@/lib/session/session';
import { toAddress, type CheckoutValues } from './checkout-schema';
import { useOnlinePayment } from './use-online-payment';
import { useIdempotencyKey } from './use-idempotency-key';

import { shortId } from '@/lib/format';

type Draft = Omit<PlaceOrderInput, 'payment' | 'userId' | 'idempotencyKey'>;

function draftOrder(values: CheckoutValues, lines: CartLineView[], quote: Quote): Draft {
  const address = toAddress(values);
  const { subtotal, shipping, tax, discount, total } = quote;
  return {
    items: checkoutItems(lines),
    couponCode: quote.couponCode,
    shippingAddress: address,
    billingAddress: address,
    paymentMethod: values.paymentMethod,
    expected: { subtotal, shipping, tax, discount, total },
  };
}

/** No answer about the order: a network failure, a timeout, or the server's own error. */
const isUnanswered = (e: unknown) => {
  const code = errorCode(e);
  return !code || code === 'INTERNAL_SERVER_ERROR';
};

export function useCompleteOrder() {
  const client = useApolloClient();
  const cart = useCart();
  const cartRef = useRef(cart);
  useEffect(() => void (cartRef.current = cart), [cart]);
  const { user, signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [register] = useMutation(CheckoutRegisterDocument);
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const payment = useOnlinePayment();
  const idempotency = useIdempotencyKey();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [frozen, setFrozen] = useState<CartLineView[] | null>(null);
  const [pricesChanged, setPricesChanged] = useState(false);

  // The server refused the figures shown: read prices, lines and quote again so the shopper reviews the new ones.
  const onPricesChanged = useCallback(() => {
    payment.reset();
    setPricesChanged(true);
    void client.refetchQueries({ include: 'active' }).catch(() => undefined);
  }, [payment, client]);

  /** Registers the guest and signs in; the new user's id, or null when registration failed. */
  const createAccount = async (values: CheckoutValues): Promise<string | null> => {
    const { firstName, lastName, email, phone } = toAddress(values);
    let auth;
    try {
      const { data } = await register({ variables: { input: { firstName, lastName, email, phone, password: values.password } } });
      auth = unwrap(data?.register, 'token', 'user');
    } catch (e) {
      toast({ title: 'Error', description: `Failed to create account: ${errorMessage(e)}`, variant: 'error' });
      return null;
    }
    // The order carries the lines shown; the guest copy goes so sign-in does not also merge it into the account.
    await cartRef.current.clear();
    await signIn(auth.token, auth.user);
    return auth.user.id;
  };

  const submit = async (draft: Draft, proof: PaymentProof | null, userId: string | null) => {
    // Not userId: a retry after signing up sends none, and the server scopes the key to the signed-in user anyway.
    const idempotencyKey = idempotency.keyFor({ draft, proof });
    try {
      const { data } = await placeOrder({ variables: { input: { ...draft, payment: proof, userId, idempotencyKey } } });
      const { order, orderToken } = unwrap(data?.placeOrder, 'order');
      idempotency.renew();
      return { id: order.id, token: orderToken };
    } catch (e) {
      // The server refused the request and kept nothing: the next submit is a new request. Without an
      // answer (network, timeout, our 500) the order may exist, so a retry keeps the key.
      if (!isUnanswered(e)) idempotency.renew();
      if (errorCode(e) === 'PRICES_CHANGED') return void onPricesChanged();
      if (errorCode(e) === 'OUT_OF_STOCK') void cartRef.current.refresh();
      // The coupon's last use went to another order (or this customer used it up): the summary says so.
      if (errorCode(e) === 'COUPON_USAGE_LIMIT' || errorCode(e) === 'COUPON_ALREADY_USED') void client.refetchQueries({ include: [CheckoutQuoteDocument] }).catch(() => undefined);
      toast({ title: 'Failed to create order', description: errorMessage(e), variant: 'error' });
      return null;
    }
  };

  /** The spec's toast, linking to the confirmation page where every placed order lands (My Orders if the server gave no token). */
  const finish = async (orderId: string, token: string | null, toAccount: boolean) => {
    payment.reset();
    writeAppliedCoupon(null);
    client.cache.evict({ fieldName: 'myOrders' });
    client.cache.gc();
    const short = shortId(orderId);
    const page = token ? `/order/${token}` : toAccount ? '/account?tab=orders' : '/';
    toast({
      title: 'Order placed successfully!',
      description: toAccount ? `Order #${short}` : `Order #${short}. Track it any time with this number and your email.`,
      link: token ? { label: 'View your order', href: page, onClick: () => void navigate(page) } : undefined,
    });
    if (cartRef.current.isGuest) await cartRef.current.clear();
    await cartRef.current.refresh().catch(() => undefined);
    await navigate(page);
  };

  /** Puts the lines back after a failed order of a fresh account (their guest copy was cleared at sign-up). */
  const restore = async (lines: CartLineView[]) => {
    for (const { productId, variantId, quantity, size, color } of lines.filter((l) => l.product)) {
      await cartRef.current.add({ productId, variantId, quantity, size, color }).catch(() => undefined);
    }
  };

  const complete = async (values: CheckoutValues, lines: CartLineView[], quote: Quote) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFrozen(lines);
    setPricesChanged(false);
    const draft = draftOrder(values, lines, quote);
    let newUserId: string | null = null;
    let placed = false;
    try {
      if (!user && values.createAccount && !(newUserId = await createAccount(values))) return;
      let proof: PaymentProof | null = null;
      if (draft.paymentMethod === 'RAZORPAY') {
        const { items, couponCode, shippingAddress, billingAddress } = draft;
        const { firstName, lastName, email, phone } = shippingAddress;
        const prefill = { name: `${firstName} ${lastName}`, email, contact: phone };
        const result = await payment.pay({ items, couponCode, shippingAddress, billingAddress }, quote.total, prefill);
        if (result === 'prices-changed') return onPricesChanged();
        if (!result) return;
        proof = result;
      }
      const order = await submit(draft, proof, newUserId);
      if (!order) return;
      placed = true;
      await finish(order.id, order.token, !!user || !!newUserId);
    } finally {
      if (!placed && newUserId) await restore(lines);
      running.current = false;
      setBusy(false);
      if (!placed) setFrozen(null);
    }
  };

  return { complete, busy, frozen, pricesChanged };
}
