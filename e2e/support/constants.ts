// Shared constants of the browser journeys. The admin is the one each worker's shop is seeded with
// (ADMIN_EMAIL / ADMIN_PASSWORD, support/shop-server.ts).
export const ADMIN = { email: 'admin@e2e.shop', password: 'e2e-admin-password' } as const;

/** Password of every customer the journeys register. */
export const PASSWORD = 'e2e-Secret-123';

/** Seeded coupon (README, "The two commands"): 10 % off. */
export const WELCOME10 = 'WELCOME10';

/** Generous waits: the machine running the suite is often loaded. */
export const SLOW = { timeout: 30_000 } as const;

let counter = 0;
/** A fresh e-mail address for each user a test creates (a worker's database is shared by its tests). */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@e2e.shop`;
}

/** A short unique suffix for names and codes. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-5)}${counter}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

/** The shop's money format: ₹ with Indian digit grouping and two decimals. */
const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const inr = (amount: number | string) => `₹${grouping.format(Math.round(Number(amount) * 100) / 100)}`;
