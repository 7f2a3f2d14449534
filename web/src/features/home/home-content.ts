// The home page's editable texts come from `content(section: "home")`; anything missing or
// malformed falls back to the built-in wording.
export interface HomeHero {
  title: string;
  subtitle: string;
  cta: string;
}
export interface HomeStat {
  value: string;
  label: string;
}
export interface HomeAbout {
  heading: string;
  text: string;
  stats: HomeStat[];
}

export const FALLBACK_HERO: HomeHero = {
  title: 'Fashion for Every Generation',
  subtitle:
    'From Bandhani sarees and Navratri chaniya cholis to school uniforms and warm shawls for Dada–Dadi — Vadodara’s family clothing store, now online.',
  cta: 'Shop Now',
};

/** Spec §2: 10K+ customers, 500+ products, 10+ years. */
export const FALLBACK_ABOUT: HomeAbout = {
  heading: 'Dressing Vadodara Families Since 2014',
  text: 'What began as a small counter in Alkapuri is now a favourite stop for the whole family. We pick every piece for quality, comfort and fair prices, and deliver free across Vadodara.',
  stats: [
    { value: '10K+', label: 'Happy Customers' },
    { value: '500+', label: 'Products' },
    { value: '10+', label: 'Years' },
  ],
};

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function readHero(data: unknown): HomeHero {
  const hero = record(record(data).hero);
  return {
    title: text(hero.title ?? hero.headline, FALLBACK_HERO.title),
    subtitle: text(hero.subtitle ?? hero.text, FALLBACK_HERO.subtitle),
    cta: text(hero.cta ?? hero.ctaText, FALLBACK_HERO.cta),
  };
}

export function readAbout(data: unknown): HomeAbout {
  const about = record(record(data).about);
  const stats = Array.isArray(about.stats)
    ? about.stats.map(record).filter((s) => typeof s.value === 'string' && typeof s.label === 'string').map((s) => ({ value: s.value as string, label: s.label as string }))
    : [];
  return {
    heading: text(about.heading, FALLBACK_ABOUT.heading),
    text: text(about.text, FALLBACK_ABOUT.text),
    stats: stats.length ? stats : FALLBACK_ABOUT.stats,
  };
}
