// The content module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// The shop's editable texts and pages (about, policies, the home page's words).
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
export type { ContentServices } from './content.context';

export { ContentService } from './content.service';
