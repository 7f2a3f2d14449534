/**
 * Serves the shop's self-made SVG artwork:
 *   GET /media/products/<kind>-<colour>.svg   e.g. /media/products/nehru-jacket-cream.svg
 *   GET /media/categories/<slug>.svg          men | women | kids | elders
 *   GET /media/placeholder.svg
 *   GET /media/store.svg
 * Mounted at the app root (`app.use(mediaRouter())`). Unknown pictures answer
 * 404 `{ "message": "Image not found" }`. Rendered strings are memoised.
 */
import { createHash } from 'crypto';
import { Router, type Request, type Response } from 'express';
import {
  CATEGORY_SLUGS,
  GARMENT_KINDS,
  isColour,
  renderCategorySvg,
  renderGarmentSvg,
  renderPlaceholderSvg,
  renderStoreSvg,
  type CategorySlug,
  type GarmentKind,
} from './garment-art';

interface Rendered {
  body: string;
  etag: string;
}

/** Longest kinds first, so a hyphenated kind ("nehru-jacket") wins over any shorter one. */
const KINDS_BY_LENGTH: readonly GarmentKind[] = [...GARMENT_KINDS].sort((a, b) => b.length - a.length);

/** "school-uniform-navy.svg" → { kind: 'school-uniform', colour: 'navy' }; null when unknown. */
export function parseProductImageName(file: string): { kind: GarmentKind; colour: string } | null {
  if (!file.endsWith('.svg')) return null;
  const stem = file.slice(0, -4);
  for (const kind of KINDS_BY_LENGTH) {
    if (stem.startsWith(kind + '-')) {
      const colour = stem.slice(kind.length + 1);
      return isColour(colour) ? { kind, colour } : null;
    }
  }
  return null;
}

function parseCategoryFile(file: string): CategorySlug | null {
  if (!file.endsWith('.svg')) return null;
  const slug = file.slice(0, -4);
  return (CATEGORY_SLUGS as readonly string[]).includes(slug) ? (slug as CategorySlug) : null;
}

export function mediaRouter(): Router {
  const router = Router();
  const cache = new Map<string, Rendered>();

  const memo = (key: string, render: () => string): Rendered => {
    let hit = cache.get(key);
    if (!hit) {
      const body = render();
      hit = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
      cache.set(key, hit);
    }
    return hit;
  };

  const send = (req: Request, res: Response, img: Rendered): void => {
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=604800, immutable');
    res.setHeader('ETag', img.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Opened directly, an SVG is a document: allow only its own inline styling.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.status(200).send(img.body);
  };

  const notFound = (res: Response): void => {
    res.status(404).json({ message: 'Image not found' });
  };

  router.get('/media/products/:file', (req, res) => {
    const file = String(req.params.file);
    const parsed = parseProductImageName(file);
    if (!parsed) return notFound(res);
    send(req, res, memo(`p:${parsed.kind}:${parsed.colour}`, () => renderGarmentSvg(parsed.kind, parsed.colour)));
  });

  router.get('/media/categories/:file', (req, res) => {
    const slug = parseCategoryFile(String(req.params.file));
    if (!slug) return notFound(res);
    send(req, res, memo(`c:${slug}`, () => renderCategorySvg(slug)));
  });

  router.get('/media/placeholder.svg', (req, res) => {
    send(req, res, memo('placeholder', renderPlaceholderSvg));
  });

  router.get('/media/store.svg', (req, res) => {
    send(req, res, memo('store', renderStoreSvg));
  });

  return router;
}
