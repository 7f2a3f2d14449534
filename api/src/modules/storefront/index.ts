// The storefront module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// The server-rendered storefront: pages with their data and head, the sitemap and robots.txt, the web build's files.

export { isViteRequest, startDevWeb, type DevCsp, type DevWeb } from './dev-web';
export { pageCache } from './page-cache';
export { loadServerRenderer, type ServerRenderer } from './server-render';
export { loadShell, seoFilesRouter, storefrontHtml, type RenderPage } from './storefront.routes';
export { webFiles } from './web-files';
