// The newsletter module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is newsletter.module.ts.
// Newsletter sign-ups.
export type { NewsletterServices } from './newsletter.context';

export { subscribeSchema } from './newsletter.schemas';
export { NewsletterService } from './newsletter.service';
