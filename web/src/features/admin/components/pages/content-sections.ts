// The content sections the Pages tab edits: footer pages have a fixed shape
// { title, intro, sections: [{ heading, paragraphs[] }] }; home, about and contact are free-form JSON.
export const PAGE_SECTIONS = ['size-guide', 'shipping', 'faq', 'privacy-policy', 'terms', 'return-policy', 'refund-policy', 'cookie-policy'];
export const FREE_FORM_SECTIONS = ['home', 'about', 'contact'];
export const KNOWN_SECTIONS = [...FREE_FORM_SECTIONS, ...PAGE_SECTIONS];

export const isPageSection = (section: string) => PAGE_SECTIONS.includes(section);

const LABELS: Record<string, string> = { faq: 'FAQ', home: 'Home page', about: 'About page', contact: 'Contact page' };
export const sectionLabel = (section: string) =>
  LABELS[section] ?? section.split('-').map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');

/** Where the section shows on the storefront. */
export const sectionPath = (section: string) => (section === 'home' ? '/' : `/${section}`);

export interface PageSection {
  heading: string;
  /** paragraphs separated by a blank line */
  body: string;
}
export interface PageContentValues {
  title: string;
  intro: string;
  sections: PageSection[];
}

type Json = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function toPageValues(data: Json | undefined): PageContentValues {
  const sections = Array.isArray(data?.sections) ? (data.sections as Json[]) : [];
  return {
    title: text(data?.title),
    intro: text(data?.intro),
    sections: sections.map((s) => ({
      heading: text(s?.heading),
      body: (Array.isArray(s?.paragraphs) ? (s.paragraphs as unknown[]) : []).map(text).join('\n\n'),
    })),
  };
}

/** One paragraph per blank-line-separated block, trimmed, empty ones dropped. */
export const splitParagraphs = (body: string) => body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

/** The page's data; keys the editor does not know about are kept as they were. */
export function fromPageValues(v: PageContentValues, previous: Json | undefined): Json {
  const oldSections = Array.isArray(previous?.sections) ? (previous.sections as Json[]) : [];
  return {
    ...previous,
    title: v.title.trim(),
    intro: v.intro.trim(),
    sections: v.sections.map((s, i) => ({ ...oldSections[i], heading: s.heading.trim(), paragraphs: splitParagraphs(s.body) })),
  };
}
