// The messages module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is messages.module.ts.
// The contact form's messages to the shop, and the admin's inbox of them.
export type { MessagesServices } from './messages.context';

export { MessageService } from './message.service';
