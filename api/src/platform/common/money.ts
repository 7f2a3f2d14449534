// Money is Decimal(10,2) in the database, integer paise in arithmetic and a two-decimal
// string on the wire. Never add floats of rupees.

type DecimalLike = { toString(): string } | number | string;

export const toPaise = (value: DecimalLike): number => Math.round(Number(value.toString()) * 100);

export const paiseToString = (paise: number): string => (paise / 100).toFixed(2);

export const moneyString = (value: DecimalLike | null | undefined): string | null =>
  value === null || value === undefined ? null : paiseToString(toPaise(value));

export const formatRupees = (paise: number): string =>
  '₹' + new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
