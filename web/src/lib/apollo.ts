// Apollo Client with a normalized cache: every entity by id, offset pages kept per filter so
// Previous/Next is instant, and the bearer token on every request.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy, type NormalizedCacheObject, type Reference } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readToken } from './storage';

interface PageArgs {
  limit?: number;
  offset?: number;
}
interface StoredPage {
  items: (Reference | undefined)[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * Offset pagination for `XxxPage { items total limit offset }` fields: pages with the same
 * filter share one sparse list, and a page is read from the cache when all its rows are there.
 */
export function offsetPage(keyArgs: string[]): FieldPolicy<StoredPage, StoredPage, StoredPage | undefined> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const { offset = 0 } = (args ?? {}) as PageArgs;
      const items = existing && existing.total === incoming.total ? existing.items.slice() : [];
      incoming.items.forEach((item, i) => (items[offset + i] = item));
      return { ...incoming, items };
    },
    read(existing, { args }) {
      if (!existing) return undefined;
      const { offset = 0, limit = existing.limit } = (args ?? {}) as PageArgs;
      const end = Math.min(offset + limit, existing.total);
      const slice = existing.items.slice(offset, end);
      // `includes` sees the holes of a sparse list (pages fetched out of order); `some` would skip them
      if (slice.length < end - offset || slice.includes(undefined)) return undefined;
      return { ...existing, items: slice, limit, offset };
    },
  };
}

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          products: offsetPage(['filter', 'sort']),
          orders: offsetPage(['status', 'search', 'sort']),
          myOrders: offsetPage([]),
          coupons: offsetPage(['search']),
          contactMessages: offsetPage([]),
          product: {
            // the row a list brought until the server answered; its null (no such product) stands
            read(existing: Reference | null | undefined, { args, toReference }) {
              return existing !== undefined ? existing : toReference({ __typename: 'Product', id: args?.id as string });
            },
          },
        },
      },
    },
  });
}

/** The browser's client; `state` is the cache the server rendered the page with (entry-server.tsx), restored so hydration needs no request. */
export function createApolloClient(state?: NormalizedCacheObject) {
  const auth = new SetContextLink((previous) => {
    const headers = previous.headers as Record<string, string> | undefined;
    const token = readToken();
    return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
  });
  return new ApolloClient({
    link: ApolloLink.from([auth, new HttpLink({ uri: '/graphql' })]),
    cache: state ? createCache().restore(state) : createCache(),
    // Queries asking the network right after hydration read the server's cache instead (no second fetch).
    ssrForceFetchDelay: state ? 100 : 0,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
