// Reorder (spec §4): the server puts the order's items back in the cart; toast, then /cart after 500 ms.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { AccountReorderDocument } from '@/graphql/graphql';
import { useCart } from '@/lib/cart/cart-store';
import { useToast } from '@/components/ui/toast';
import { shortId } from '@/lib/format';
import { unwrap } from '@/lib/errors';

export const REDIRECT_DELAY_MS = 500;

export function reorderToastText(added: number, orderId: string, skipped: readonly string[]) {
  const base =
    added === 1
      ? `1 item from order #${shortId(orderId)} has been added to your cart`
      : `${added} items from order #${shortId(orderId)} have been added to your cart`;
  return skipped.length ? `${base}. Not added: ${skipped.join('; ')}.` : base;
}

export function useReorder() {
  const [mutate] = useMutation(AccountReorderDocument);
  const busy = useRef<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const cart = useCart();
  const toast = useToast();
  const navigate = useNavigate();

  async function reorder(orderId: string, onAdded?: () => void): Promise<void> {
    if (busy.current) return;
    busy.current = orderId;
    setBusyId(orderId);
    try {
      const { data } = await mutate({ variables: { input: { orderId } } });
      const { added, skipped } = unwrap(data?.reorder, 'added', 'skipped');
      if (added === 0) {
        toast({ title: 'No items were added', description: skipped.join('; ') || 'These items are no longer available.', variant: 'info' });
        return;
      }
      toast({ title: 'Items added to cart', description: reorderToastText(added, orderId, skipped) });
      onAdded?.();
      void cart.refresh().catch(() => undefined);
      setTimeout(() => void navigate('/cart'), REDIRECT_DELAY_MS);
    } catch {
      toast({ title: 'Error', description: 'Failed to add items to cart. Please try again.', variant: 'error' });
    } finally {
      busy.current = null;
      setBusyId(null);
    }
  }

  /** busyId: the order being re-added, so its buttons read 'Adding...'. */
  return { reorder, busyId };
}
