// What the about page shows (spec §2 About). The admin can edit it as content section "about";
// every part falls back to the built-in text when missing or malformed.
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

export const FALLBACK_ABOUT: AboutContent = {
  heroTitle: 'About Vadodara Family Fashion',
  heroText:
    'One store for the whole family — men, women, kids and elders — with the warmth of a neighbourhood shop and the ease of shopping online.',
  story: [
    'Vadodara Family Fashion was founded in 2014 in Alkapuri, Vadodara, with a simple idea: a family should be able to dress everyone, from a toddler’s first festive kurta to a grandmother’s winter shawl, under one roof.',
    'We work with weavers and makers across Gujarat and India, bringing in Bandhani from Jamnagar, Patola inspired by Patan, Banarasi silks and comfortable everyday cottons. Every piece is checked in our store before it reaches you.',
    'Today we serve customers of all ages in our store and online, with free shipping on orders over ₹500 and free delivery across Vadodara.',
  ],
  features: [
    { title: 'Premium Quality', text: 'Fabrics and finishing checked by hand in our store before dispatch.' },
    { title: 'Expert Styling', text: 'Our staff help you choose the right drape, fit and colour for every occasion.' },
    { title: 'Fast Delivery', text: 'Free delivery across Vadodara, often the same or next day.' },
    { title: 'Quality Guarantee', text: 'Easy 7-day returns on unworn items with tags.' },
  ],
  stats: [
    { label: 'Happy Customers', value: '5000+' },
    { label: 'Years of Experience', value: '10+' },
    { label: 'Fashion Items', value: '500+' },
    { label: 'Customer Satisfaction', value: '99%' },
  ],
  testimonials: [
    { name: 'Priya Shah', location: 'Alkapuri, Vadodara', text: 'I bought my daughter’s Navratri chaniya choli and my own Bandhani saree here. Beautiful quality and delivered the next morning!' },
    { name: 'Rajesh Patel', location: 'Manjalpur, Vadodara', text: 'The sherwani for my son’s wedding fitted perfectly after the free alteration. The staff were very patient with our big family.' },
    { name: 'Meena Desai', location: 'Gotri, Vadodara', text: 'Warm shawls and soft cardigans for my in-laws, and school uniforms for the kids — one order, everything sorted.' },
  ],
  mission:
    'Our mission is to make quality clothing for every age easy, affordable and joyful to buy — honouring Gujarat’s textile traditions while serving Vadodara families with the care of a neighbourhood store.',
};

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
