// The mail module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is mail.module.ts.
// E-mail: every message the shop writes is kept and sent through the outbox; the admin reads the kept copies.
export type { MailServices } from './mail.context';

export { MAIL_QUEUE, MailService, type MailJob } from './mail.service';
export { backInStock, emailVerification, passwordReset, shopContactMessage, stockAlertConfirmation, welcome } from './mail.templates';
