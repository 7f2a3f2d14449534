// The storefront's route list and its head texts, shared with the server (which answers each path
// with its status and head tags, and lists the pages in the sitemap): one list, never two copies.
export * from '../../../../api/src/platform/storefront/public-routes';
