// Per-request DataLoaders: a page of N objects costs a constant number of SQL queries.
// Each domain adds its loaders here; they are created fresh for every GraphQL request.
import type { Services } from '../services';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function createLoaders(_services: Services) {
  return {};
}

export type Loaders = ReturnType<typeof createLoaders>;
