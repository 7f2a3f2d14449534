// The expected failures of catalogue mutations (products and categories), as CatalogError.code.
import { COMMON_CODES, domainErrors } from '../../platform/graphql/payload';

export const CatalogErrors = domainErrors('Catalog', {
  ...COMMON_CODES,
  CONFLICT: 'The change clashes with another product (e.g. an SKU already in use); `message` says which',
  DUPLICATE_CATEGORY: 'Another category already has this name',
  CATEGORY_NOT_EMPTY: 'The category still has products; move or delete them first',
});
