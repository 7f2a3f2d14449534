import type { RequestContext } from '../common/context';
import type { Services } from '../../services';
import type { Loaders } from './loaders';

export interface GraphQLContext {
  ctx: RequestContext;
  services: Services;
  loaders: Loaders;
}
