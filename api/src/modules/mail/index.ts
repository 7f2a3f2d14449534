// The mail module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// E-mail: every message the shop writes is kept and sent through the outbox; the admin reads the kept copies.
import { shopModule } from '../../platform/module';
import type { MailServices } from './mail.context';
import { MailResolver } from './mail.resolver';

export const mailModule = shopModule<MailServices>({
  name: 'mail',
  resolvers: [MailResolver],
});
export type { MailServices } from './mail.context';

export { MAIL_QUEUE, MailService, type MailJob } from './mail.service';
export { backInStock, emailVerification, passwordReset, shopContactMessage, stockAlertConfirmation, welcome } from './mail.templates';
