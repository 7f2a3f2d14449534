// The api-keys module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import type { ApiKeysServices } from './api-keys.context';
import { ApiKeyResolver } from './api-key.resolver';
import { apiKeyRoutes } from './api-key.rest';
import { apiKeyTag } from './api-key.openapi';

export const apiKeysModule = shopModule<ApiKeysServices>({
  name: 'api-keys',
  resolvers: [ApiKeyResolver],
  routes: (services) => [apiKeyRoutes(services)],
  openapi: [apiKeyTag],
});
