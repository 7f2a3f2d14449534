// One cart line as every screen shows it, whether it comes from the guest cart or the server.
import type { CartProductFragment } from '@/graphql/graphql';
import type { VariantStock } from '../variants/variant-options';

export interface CartLineView {
  id: string;
  productId: string;
  /** The size × colour the line is for; null when the shop no longer sells it. */
  variantId: string | null;
  variant: VariantStock | null;
  quantity: number;
  size: string | null;
  color: string | null;
  product: CartProductFragment | null;
  lineTotalPaise: number;
  available: boolean;
  /** Why the line cannot be ordered as it stands ('Only 2 left in M'), or null. */
  problem: string | null;
}
