// The api-keys module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is api-keys.module.ts.
// API keys for integrations: issued and revoked by the admin, checked on every request that carries one.
export type { ApiKeysServices } from './api-keys.context';

export { ApiKeyService } from './api-key.service';
export { looksLikeApiKey as isApiKey } from './api-key.schemas';
