// The signed-in account tabs, chosen by ?tab= (spec §2), default 'orders'; a link can open one,
// e.g. /account?tab=alerts.
export const ACCOUNT_TABS = [
  { value: 'orders', label: 'My Orders' },
  { value: 'wishlist', label: 'Wishlist' },
  { value: 'alerts', label: 'Alerts' },
  { value: 'profile', label: 'Profile Settings' },
  { value: 'password', label: 'Change Password' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

export const tabFromParam = (raw: string | null): AccountTab =>
  ACCOUNT_TABS.find((t) => t.value === raw)?.value ?? 'orders';
