// The api-keys module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// API keys for integrations: issued and revoked by the admin, checked on every request that carries one.
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
export type { ApiKeysServices } from './api-keys.context';

export { ApiKeyService } from './api-key.service';
export { looksLikeApiKey as isApiKey } from './api-key.schemas';
