// The mail module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import type { MailServices } from './mail.context';
import { MailResolver } from './mail.resolver';

export const mailModule = shopModule<MailServices>({
  name: 'mail',
  resolvers: [MailResolver],
});
