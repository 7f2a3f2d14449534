// A variant as both APIs answer it: '' (no option) is null on the wire, plus `available`.
import type { VariantRow } from './variant.rules';

export interface VariantView {
  id: string;
  productId: string;
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
  available: boolean;
}

/** A product as REST answers it and webhook events carry it: its variants as views. */
export const withVariantViews = <P extends { variants?: VariantRow[] }>(p: P) => ({ ...p, variants: p.variants?.map(toVariantView) });

export const toVariantView = (v: VariantRow): VariantView => ({
  id: v.id,
  productId: v.productId,
  sku: v.sku,
  size: v.size || null,
  color: v.color || null,
  stock: v.stock,
  available: v.stock > 0,
});
