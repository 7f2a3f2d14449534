// The content module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is content.module.ts.
// The shop's editable texts and pages (about, policies, the home page's words).
export type { ContentServices } from './content.context';

export { ContentService } from './content.service';
