// How the shop writes money, dates, short ids and missing pictures — one module for every screen.
// Dates are the shop's dates: Vadodara's time zone (Asia/Kolkata) whatever the browser's, so a
// customer abroad and the admin read the same day for the same order.

// ---- money: ₹, two decimals, Indian digit grouping; arithmetic in paise ----
// Rupees everywhere, paise at the provider: docs/decisions/0001-rupees-everywhere.md.
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const toPaise = (value: string | number): number => Math.round(Number(value) * 100);
export const paiseToString = (paise: number): string => (paise / 100).toFixed(2);
export const formatPaise = (paise: number): string => `₹${inr.format(paise / 100)}`;
export const formatINR = (value: string | number): string => formatPaise(toPaise(value));

// ---- dates, in the shop's time zone ----
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const dateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const longDateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const dateTimeFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE });
const isoDayFmt = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SHOP_TIME_ZONE });

/** "5 Mar 2025": order lists and cards. */
export const formatDate = (iso: string) => dateFmt.format(new Date(iso));
/** "5 March 2025": page dates and order tracking. */
export const formatLongDate = (iso: string) => longDateFmt.format(new Date(iso));
/** "5 Mar 2025, 3:30 pm": when something happened (order placed, message received). */
export const formatDateTime = (iso: string) => dateTimeFmt.format(new Date(iso));
/** "2025-12-31", the shop's day of `iso`: the value of a date input. */
export const toDateInput = (iso: string | null | undefined) => (iso ? isoDayFmt.format(new Date(iso)) : '');
/** A date input's day as the end of that day in the shop (a coupon is valid through its expiry day). */
export const fromDateInput = (day: string) => (day ? new Date(`${day}T23:59:59.999+05:30`).toISOString() : null);
/** A date input's day as the start of that day in the shop (a coupon applies from its start day). */
export const fromStartDateInput = (day: string) => (day ? new Date(`${day}T00:00:00.000+05:30`).toISOString() : null);

/**
 * The tax line of an order or a quote. The shop's prices include GST and its orders carry no tax of their own (tax 0),
 * so a summary says so instead of showing "Tax ₹0.00"; an amount shows if an order ever carries one.
 */
export const taxLine = (tax: string) => (toPaise(tax) > 0 ? { label: 'Tax', value: formatINR(tax) } : { label: 'GST', value: 'Included in prices' });

// ---- ids and text ----
/** How ids are shown to people (spec §9: the first 8 characters), e.g. order #1A2B3C4D. */
export const shortId = (id: string) => id.slice(0, 8).toUpperCase();
/** The first `n` characters, then an ellipsis when cut (message previews, spec §9). */
export const preview = (text: string, n = 50) => (text.length > n ? `${text.slice(0, n)}…` : text);

// ---- pictures ----
/** The picture shown when a product or an order line has none (spec §9). */
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';
