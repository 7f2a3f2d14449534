// What the server needs to answer a storefront HTML request: the matched route, its HTTP status
// and the data of its head — at most two cheap queries (the SEO record, and the product, the
// content record or the category list). An unknown path or a malformed product id is a 404
// before any query. The server render (server-render.ts) comes after it, in storefront.routes.ts.
import type { StorefrontServices } from './storefront.context';
import type { RequestContext } from '../../platform/common/context';
import type { Logger } from '../../platform/logger';
import { isUuid } from '../../platform/input/validate';
import { moneyString } from '../../platform/common/money';
import { NotFoundError } from '../../platform/common/errors';
import { matchPublicRoute, type PublicRoute } from '../../platform/storefront/public-routes';
import { shopCategory } from '../../platform/storefront/page-head';
import type { HeadProduct, RouteHeadData } from '../../platform/storefront/route-head';

/** Longer paths are no page of ours: a 404 without looking further. */
export const MAX_PATH_LENGTH = 1024;

export interface StorefrontPage {
  status: 200 | 404;
  /** Null: the 404 screen. */
  route: PublicRoute | null;
  data: RouteHeadData;
  /** The data could not be read (the built-in head was used): a page to send, not to keep (page-cache.ts). */
  degraded?: true;
}

const notFound = (): StorefrontPage => ({ status: 404, route: null, data: {} });

export async function loadStorefrontPage(services: StorefrontServices, ctx: RequestContext, pathname: string, search: string, logger: Logger): Promise<StorefrontPage> {
  if (pathname.length > MAX_PATH_LENGTH) return notFound();
  const match = matchPublicRoute(pathname);
  if (!match) return notFound();
  const { route, params } = match;
  const { head } = route;
  if ('product' in head && !isUuid(params.id)) return { status: 404, route, data: { product: null } };
  try {
    if ('product' in head) {
      const [product, record] = await Promise.all([productForHead(services, ctx, params.id), services.seo.findByPage(ctx, 'product')]);
      return { status: product ? 200 : 404, route, data: { product, record } };
    }
    if ('content' in head) return { status: 200, route, data: { content: (await services.content.find(ctx, head.content))?.data ?? null } };
    if ('seo' in head) {
      const wanted = head.seo === 'shop' ? shopCategory(search) : null;
      const [record, categories] = await Promise.all([services.seo.findByPage(ctx, head.seo), wanted ? services.categories.list(ctx) : []]);
      const category = categories.find((c) => c.slug.toLowerCase() === wanted || c.name.toLowerCase() === wanted) ?? null;
      return { status: 200, route, data: { record, category } };
    }
    return { status: 200, route, data: {} };
  } catch (e) {
    // The page still works in the browser (it asks again): serve it with the built-in head rather than fail.
    logger.warn({ err: e, pathname }, 'storefront page data unavailable; serving the built-in head');
    return { status: 200, route, data: {}, degraded: true };
  }
}

async function productForHead(services: StorefrontServices, ctx: RequestContext, id: string): Promise<HeadProduct | null> {
  try {
    const p = await services.products.get(ctx, id, { rest: true });
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      images: p.images,
      price: moneyString(p.price) ?? '0.00',
      stock: p.stock,
      sizes: p.sizes,
      colors: p.colors,
      variants: p.variants ?? [],
      rating: p.rating,
      category: p.category ?? null,
    };
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}
