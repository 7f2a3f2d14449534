// The content module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import { seedContentSections } from './content.seed';
import type { ContentServices } from './content.context';
import { ContentResolver } from './content.resolver';
import { contentRoutes } from './content.rest';
import { contentTag } from './content.openapi';

export const contentModule = shopModule<ContentServices>({
  name: 'content',
  resolvers: [ContentResolver],
  routes: (services) => [contentRoutes(services)],
  openapi: [contentTag],
  seed: seedContentSections,
});
