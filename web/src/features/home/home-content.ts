// The home page's editable texts come from `content(section: "home")`; anything missing or
// malformed falls back to the wording the shop was seeded with.
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

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

export const FALLBACK_HERO: HomeHero = STOREFRONT_TEXTS.home.hero;

/** Spec §2: 10K+ customers, 500+ products, 10+ years. */
export const FALLBACK_ABOUT: HomeAbout = STOREFRONT_TEXTS.home.about;

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
