// Puts a page's head (shared/page-head.ts) into the web app's index.html. Every text is escaped for
// where it goes; JSON-LD arrives already safe for a script element (jsonLdText). The tags carry
// `data-head` so the web app replaces them on client-side navigation instead of adding copies.
import type { HeadTag, PageHead } from '../../platform/storefront/page-head';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const ATTR_NAME = /^[a-z][a-z0-9:_-]*$/i;

function renderTag({ tag, attrs, text }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .filter(([name]) => ATTR_NAME.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const open = `<${tag} data-head${attributes}>`;
  if (tag !== 'script') return open;
  // The text is JSON with every `<` as \u003c; checked again so no later change can open a hole.
  return `${open}${(text ?? '').replace(/</g, '\\u003c')}</script>`;
}

export const renderHead = (head: PageHead) => [`<title>${escapeHtml(head.title)}</title>`, ...head.tags.map(renderTag)].join('\n    ');

/** A page the server rendered (server-render.ts): markup for the root element, style tags, the Apollo cache's script. */
export interface RenderedBody {
  html: string;
  styles: string;
  stateScript: string;
}

/**
 * The built index.html split around its head tags: the title and the description it ships with
 * (marked `data-head`) are removed, the page's head goes where the title was. A rendered page's
 * styles go after the head tags, its markup into `<div id="root">` and the cache's script after it.
 */
export interface Shell {
  /** The file as built (what /admin gets). */
  raw: string;
  render(head: PageHead, body?: RenderedBody | null): string;
}

const ROOT = '<div id="root"></div>';

export function parseShell(html: string): Shell {
  const stripped = html.replace(/<meta\b[^>]*\bdata-head\b[^>]*>\s*/gi, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(stripped);
  const at = title ? title.index : stripped.search(/<\/head>/i);
  if (at < 0) throw new Error('index.html has no <head>');
  const before = stripped.slice(0, at);
  const after = stripped.slice(title ? at + title[0].length : at);
  const root = after.indexOf(ROOT);
  return {
    raw: html,
    render(head, body) {
      if (!body || root < 0) return `${before}${renderHead(head)}${after}`;
      const rest = after.slice(root + ROOT.length);
      return `${before}${renderHead(head)}\n    ${body.styles}${after.slice(0, root)}<div id="root">${body.html}</div>${body.stateScript}${rest}`;
    },
  };
}
