// What every resolver gets: the request's context (who is asking), the services and the request's DataLoaders. Each
// module narrows S and L to what it uses (its <module>.context.ts); the composition root builds the whole object.
import type { RequestContext } from '../common/context';

export interface GraphQLContext<S = unknown, L = unknown> {
  ctx: RequestContext;
  services: S;
  loaders: L;
}
