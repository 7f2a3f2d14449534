// Adding to the cart from a card or the detail page (spec §4/§8): one add at a time, the
// 'Item added to cart' toast for 3 s, and the server's text (or 'Failed to add to cart') on failure.
import { useCallback, useState } from 'react';
import { useCart, type AddToCartInput } from '@/lib/cart/cart-store';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/errors';

export const ADD_FAILED = 'Failed to add to cart';

/** The server's words when it sent some (or the guest cart's own), never a raw network error. */
function addFailureText(error: unknown): string {
  if (error instanceof Error && error.name === 'Error' && error.message) return error.message;
  return serverMessage(error, ADD_FAILED);
}

export function useAddToCart() {
  const cart = useCart();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const add = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      setAdding(true);
      try {
        await cart.add(input);
        toast({ title: 'Item added to cart', duration: 3000 });
        return true;
      } catch (error) {
        toast({ title: 'Error', description: addFailureText(error), variant: 'error' });
        return false;
      } finally {
        setAdding(false);
      }
    },
    [cart, toast],
  );

  return { add, adding };
}
