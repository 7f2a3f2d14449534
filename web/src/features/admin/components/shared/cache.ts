// Cache upkeep after admin writes: the overview's figures are refetched the next time it shows,
// a deleted object leaves the cache, and the open list is refetched (its total changed).
import type { ApolloCache } from '@apollo/client';

export function forgetStats(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminStats' });
}

export function forgetObject(cache: ApolloCache, typename: string, id: string) {
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  forgetStats(cache);
  cache.gc();
}
