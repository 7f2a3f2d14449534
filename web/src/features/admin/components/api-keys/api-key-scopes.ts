// The scopes an admin can give a key, in the order the form lists them (the server's ApiKeyScope enum).
import type { ApiKeyScope } from '@/graphql/graphql';

export const SCOPE_OPTIONS: { value: ApiKeyScope; label: string; help: string }[] = [
  { value: 'CATALOGUE_READ', label: 'Catalogue read', help: 'Products, categories, variants and stock' },
  { value: 'CATALOGUE_WRITE', label: 'Catalogue write', help: 'Create, edit and delete products and categories (includes read)' },
  { value: 'ORDERS_READ', label: 'Orders read', help: 'Every order and its items' },
  { value: 'ORDERS_WRITE', label: 'Orders write', help: 'Change order statuses (includes read)' },
  { value: 'ADMIN', label: 'Full admin', help: 'Everything an admin can do, including coupons, pages and API keys' },
];

export const scopeLabel = (scope: ApiKeyScope) => SCOPE_OPTIONS.find((o) => o.value === scope)?.label ?? scope;
