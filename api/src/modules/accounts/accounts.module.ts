// The accounts module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import type { AccountsServices } from './accounts.context';
import { AccountResolver } from './account.resolver';
import { accountRoutes } from './account.rest';
import { accountTag } from './account.openapi';

export const accountsModule = shopModule<AccountsServices>({
  name: 'accounts',
  resolvers: [AccountResolver],
  routes: (services) => [accountRoutes(services)],
  openapi: [accountTag],
});
