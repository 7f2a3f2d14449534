// Online payment for a checkout (docs/decisions/0006-payments-through-a-provider-seam.md): the
// server opens a provider order for its own total, the provider window collects the payment, and
// the signed proof is kept so a repeated Complete Order reuses the same provider order (the
// server places one order per provider order) instead of charging twice.
import { useCallback, useRef } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { StartPaymentDocument, type CheckoutInput, type PaymentProof, type PaymentSessionFieldsFragment } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { errorCode, errorMessage, unwrap } from '@/lib/errors';
import { toPaise } from '@/lib/format';
import { collectPayment } from './payment/collect-payment';
import { PaymentWindowError, type PaymentPrefill } from './payment/payment-outcome';

interface Attempt {
  key: string;
  session: PaymentSessionFieldsFragment;
  proof: PaymentProof | null;
}

/** paid → the proof; 'prices-changed' → the server's amount differs from the one shown; null → reported to the shopper. */
export type PaymentResult = PaymentProof | 'prices-changed' | null;

export function useOnlinePayment() {
  const client = useApolloClient();
  const [startPayment] = useMutation(StartPaymentDocument);
  const toast = useToast();
  const attempt = useRef<Attempt | null>(null);

  const session = useCallback(
    async (input: CheckoutInput, totalShown: string): Promise<Attempt | 'prices-changed'> => {
      const key = JSON.stringify([input.items, input.couponCode ?? null, totalShown]);
      if (attempt.current?.key === key) return attempt.current;
      const { data } = await startPayment({ variables: { input } });
      const { payment } = unwrap(data?.startPayment, 'payment');
      if (payment.amountPaise !== toPaise(totalShown)) return 'prices-changed';
      attempt.current = { key, session: payment, proof: null };
      return attempt.current;
    },
    [startPayment],
  );

  const pay = useCallback(
    async (input: CheckoutInput, totalShown: string, prefill: PaymentPrefill): Promise<PaymentResult> => {
      try {
        const current = await session(input, totalShown);
        if (current === 'prices-changed' || current.proof) return current === 'prices-changed' ? current : current.proof;
        const outcome = await collectPayment(current.session, prefill);
        if (outcome.status === 'paid') return (current.proof = outcome.proof);
        if (outcome.status === 'failed') {
          toast({ title: 'Payment failed', description: outcome.reason ?? 'Your cart is unchanged. Please try again.', variant: 'error' });
        } else {
          toast({ title: 'Payment cancelled', description: 'Your cart is unchanged. Complete the order when you are ready.', variant: 'info' });
        }
        return null;
      } catch (e) {
        // Sold out since the page loaded: show the lines' current stock.
        if (errorCode(e) === 'OUT_OF_STOCK') void client.refetchQueries({ include: 'active' }).catch(() => undefined);
        const description = e instanceof PaymentWindowError ? 'The payment window could not be opened. Please allow pop-ups and try again.' : errorMessage(e);
        toast({ title: 'Failed to initiate payment', description, variant: 'error' });
        return null;
      }
    },
    [session, toast, client],
  );

  /** Forget the provider order (after an order is placed, or when the amount changed). */
  const reset = useCallback(() => (attempt.current = null), []);

  return { pay, reset };
}
