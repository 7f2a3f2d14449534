// What the about page shows (spec §2 About). The admin can edit it as content section "about";
// every part falls back to the text the shop was seeded with when missing or malformed.
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export interface AboutFeature { title: string; text: string }
export interface AboutStat { label: string; value: string }
export interface AboutTestimonial { name: string; location?: string; text: string }

export interface AboutContent {
  heroTitle: string;
  heroText: string;
  story: string[];
  features: AboutFeature[];
  stats: AboutStat[];
  testimonials: AboutTestimonial[];
  mission: string;
}

export const FALLBACK_ABOUT: AboutContent = STOREFRONT_TEXTS.about;

const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A non-empty list whose every entry has the given text keys, else undefined. */
function listOf<T>(v: unknown, keys: (keyof T & string)[]): T[] | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  return v.every((e) => record(e) && keys.every((k) => text(e[k]))) ? (v as T[]) : undefined;
}

export function parseAbout(data: unknown): AboutContent {
  if (!record(data)) return FALLBACK_ABOUT;
  const f = FALLBACK_ABOUT;
  const story = Array.isArray(data.story) && data.story.length && data.story.every(text) ? data.story : f.story;
  return {
    heroTitle: text(data.heroTitle) ? data.heroTitle : f.heroTitle,
    heroText: text(data.heroText) ? data.heroText : f.heroText,
    story,
    features: listOf<AboutFeature>(data.features, ['title', 'text']) ?? f.features,
    stats: listOf<AboutStat>(data.stats, ['label', 'value']) ?? f.stats,
    testimonials: listOf<AboutTestimonial>(data.testimonials, ['name', 'text']) ?? f.testimonials,
    mission: text(data.mission) ? data.mission : f.mission,
  };
}
