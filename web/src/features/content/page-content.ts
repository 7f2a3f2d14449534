// Footer pages (size guide, shipping, FAQ, policies): content sections shaped
// { title, intro, sections: [{ heading, paragraphs[] }] }, read defensively.
import { CONTENT_PAGE_TITLES } from '@/lib/seo/routes';

export interface PageSection { heading: string; paragraphs: string[] }
export interface PageContent { title: string; intro: string | null; sections: PageSection[] }

/** The built-in titles, shared with the server's head of these pages. */
export const PAGE_TITLES: Record<string, string> = CONTENT_PAGE_TITLES;

export const HELP_LINKS = [
  { section: 'size-guide', label: 'Size Guide' },
  { section: 'shipping', label: 'Shipping Info' },
  { section: 'faq', label: 'FAQ' },
  { section: 'return-policy', label: 'Return Policy' },
  { section: 'refund-policy', label: 'Refund Policy' },
  { section: 'privacy-policy', label: 'Privacy Policy' },
  { section: 'terms', label: 'Terms & Conditions' },
  { section: 'cookie-policy', label: 'Cookie Policy' },
];

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

export function parsePageContent(section: string, data: unknown): PageContent {
  const fallbackTitle = PAGE_TITLES[section] ?? 'Information';
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { title: fallbackTitle, intro: null, sections: [] };
  const d = data as Record<string, unknown>;
  const sections = Array.isArray(d.sections)
    ? d.sections
        .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null && isText((s as Record<string, unknown>).heading))
        .map((s) => ({
          heading: s.heading as string,
          paragraphs: Array.isArray(s.paragraphs) ? s.paragraphs.filter(isText) : [],
        }))
    : [];
  return { title: isText(d.title) ? d.title : fallbackTitle, intro: isText(d.intro) ? d.intro : null, sections };
}
