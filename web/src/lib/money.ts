// Rupees everywhere (ARCHITECTURE decision 1): ₹ with two decimals and Indian digit grouping.
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const toPaise = (value: string | number): number => Math.round(Number(value) * 100);
export const paiseToString = (paise: number): string => (paise / 100).toFixed(2);
export const formatPaise = (paise: number): string => `₹${inr.format(paise / 100)}`;
export const formatINR = (value: string | number): string => formatPaise(toPaise(value));

/** Discount badge (spec §9): round((original − price) / original × 100), shown when above 0. */
export function discountPercent(price: string | number, original: string | number | null | undefined): number {
  if (original === null || original === undefined) return 0;
  const o = Number(original);
  const p = Number(price);
  return o > 0 && o > p ? Math.round(((o - p) / o) * 100) : 0;
}
