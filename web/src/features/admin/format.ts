// Small display helpers of the admin screens.
const dateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** Order ids are shown by their first 8 characters (spec §9). */
export const shortId = (id: string) => id.slice(0, 8);
export const formatDate = (iso: string) => dateFmt.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFmt.format(new Date(iso));
/** "2025-12-31" in India's time zone: the value of a date input. */
export const toDateInput = (iso: string | null | undefined) => (iso ? isoDay.format(new Date(iso)) : '');
/** A date input's day as the end of that day in India (a coupon is valid through its expiry day). */
export const fromDateInput = (day: string) => (day ? new Date(`${day}T23:59:59.999+05:30`).toISOString() : null);
/** The first `n` characters, then an ellipsis when cut (message previews, spec §9). */
export const preview = (text: string, n = 50) => (text.length > n ? `${text.slice(0, n)}…` : text);
