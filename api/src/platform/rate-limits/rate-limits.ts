// The shop's named rate limits: what each counts, its default and the message a throttled person
// reads. A real shopper never meets them; a script does. RATE_LIMITS overrides them (config.ts),
// platform/rate-limits/throttle.ts counts them, the services consume them.

export interface RateLimit {
  /** attempts allowed per window */
  points: number;
  windowSeconds: number;
}

interface LimitDefinition extends RateLimit {
  /** what an attempt is counted against: the client's address, an e-mail address or a user id */
  per: 'ip' | 'email' | 'user';
  /** what is counted (documentation) */
  counts: string;
  /** "Too many …" — completed with "Please try again in N minutes." */
  tooMany: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMIT_DEFINITIONS = {
  'signin-email': {
    per: 'email',
    points: 10,
    windowSeconds: 15 * MINUTE,
    counts: 'sign-in attempts for one e-mail address, from any client; a successful sign-in clears the count',
    tooMany: 'Too many failed sign-in attempts.',
  },
  'signin-ip': {
    per: 'ip',
    points: 30,
    windowSeconds: 15 * MINUTE,
    counts: 'failed sign-ins from one client, whatever the e-mail',
    tooMany: 'Too many failed sign-in attempts.',
  },
  'password-change': {
    per: 'user',
    points: 5,
    windowSeconds: 15 * MINUTE,
    counts: 'password changes by one signed-in user (wrong current passwords); a successful change clears the count',
    tooMany: 'Too many wrong current passwords.',
  },
  'reset-email': {
    per: 'email',
    points: 3,
    windowSeconds: HOUR,
    counts: 'password-reset e-mails asked for one e-mail address (whether or not it has an account)',
    tooMany: 'Too many password reset requests.',
  },
  'reset-ip': {
    per: 'ip',
    points: 20,
    windowSeconds: HOUR,
    counts: 'password-reset requests and new passwords set with a reset link, from one client',
    tooMany: 'Too many password reset attempts.',
  },
  'track-ip': {
    per: 'ip',
    points: 20,
    windowSeconds: 15 * MINUTE,
    counts: 'order look-ups (Track Order) from one client',
    tooMany: 'Too many order look-ups.',
  },
  'track-email': {
    per: 'email',
    points: 10,
    windowSeconds: 15 * MINUTE,
    counts: 'order look-ups for one e-mail address, from any client',
    tooMany: 'Too many order look-ups.',
  },
  'order-token-ip': {
    per: 'ip',
    points: 60,
    windowSeconds: 15 * MINUTE,
    counts: 'order look-ups by access token (the order confirmation page) from one client',
    tooMany: 'Too many order look-ups.',
  },
  'register-ip': { per: 'ip', points: 20, windowSeconds: HOUR, counts: 'new accounts from one client', tooMany: 'Too many new accounts from your network.' },
  'contact-ip': { per: 'ip', points: 10, windowSeconds: HOUR, counts: 'contact messages from one client', tooMany: 'Too many messages.' },
  'newsletter-ip': { per: 'ip', points: 10, windowSeconds: HOUR, counts: 'newsletter sign-ups from one client', tooMany: 'Too many newsletter sign-ups.' },
  'stock-alert-ip': {
    per: 'ip',
    points: 20,
    windowSeconds: HOUR,
    counts: 'back-in-stock alerts asked for by guests (with an e-mail they type) from one client',
    tooMany: 'Too many back-in-stock alerts.',
  },
  'stock-alert-email': {
    per: 'email',
    points: 5,
    windowSeconds: HOUR,
    counts: 'back-in-stock confirmation e-mails asked for one e-mail address, from any client',
    tooMany: 'Too many back-in-stock alerts for this e-mail address.',
  },
  'verify-email-user': {
    per: 'user',
    points: 3,
    windowSeconds: HOUR,
    counts: 'verification e-mails a signed-in customer asks to be sent again',
    tooMany: 'Too many verification e-mails.',
  },
  'order-ip': {
    per: 'ip',
    points: 30,
    windowSeconds: HOUR,
    counts: 'orders without a verified online payment (pay on delivery) from one client',
    tooMany: 'Too many orders in a short time.',
  },
  'order-user': {
    per: 'user',
    points: 10,
    windowSeconds: HOUR,
    counts: 'orders without a verified online payment by one signed-in customer, from any client',
    tooMany: 'Too many orders in a short time.',
  },
  'payment-ip': { per: 'ip', points: 30, windowSeconds: HOUR, counts: 'online payments started from one client', tooMany: 'Too many payment attempts.' },
} as const satisfies Record<string, LimitDefinition>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFINITIONS;
export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFINITIONS) as RateLimitName[];

/** Every limit's setting; null = switched off. */
export type RateLimits = Record<RateLimitName, RateLimit | null>;

export const DEFAULT_RATE_LIMITS: RateLimits = Object.fromEntries(
  RATE_LIMIT_NAMES.map((name) => [name, { points: RATE_LIMIT_DEFINITIONS[name].points, windowSeconds: RATE_LIMIT_DEFINITIONS[name].windowSeconds }]),
) as RateLimits;

/** "Too many failed sign-in attempts. Please try again in 15 minutes." */
export function tooManyMessage(name: RateLimitName, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${RATE_LIMIT_DEFINITIONS[name].tooMany} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const UNITS: Record<string, number> = { s: 1, m: MINUTE, h: HOUR, d: 24 * HOUR };
const MAX_WINDOW = 7 * 24 * HOUR;
const MAX_POINTS = 1_000_000_000;

/**
 * Parses RATE_LIMITS: comma-separated `name=points/window` (window `30s`, `15m`, `1h`, `1d`) or
 * `name=off`; `*` stands for every limit; later entries win. Unnamed limits keep their default.
 * Throws an Error whose message says what is wrong.
 */
export function parseRateLimits(text: string): RateLimits {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([a-z*-]+)\s*=\s*(.+)$/i.exec(entry);
    if (!match) throw new Error(`"${entry}" is not name=points/window or name=off`);
    const [, name, value] = match;
    if (name !== '*' && !(RATE_LIMIT_NAMES as string[]).includes(name))
      throw new Error(`unknown limit "${name}" (known: ${RATE_LIMIT_NAMES.join(', ')}, or * for all)`);
    const limit = value.trim().toLowerCase() === 'off' ? null : parseLimit(value.trim(), entry);
    for (const n of name === '*' ? RATE_LIMIT_NAMES : [name as RateLimitName]) limits[n] = limit;
  }
  return limits;
}

function parseLimit(value: string, entry: string): RateLimit {
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smhd])$/.exec(value);
  if (!match) throw new Error(`"${entry}": write points/window like 10/15m (s, m, h or d) or off`);
  const points = Number(match[1]);
  const windowSeconds = Number(match[2]) * UNITS[match[3]];
  if (points < 1 || points > MAX_POINTS) throw new Error(`"${entry}": points must be from 1 to ${MAX_POINTS}`);
  if (windowSeconds < 1 || windowSeconds > MAX_WINDOW) throw new Error(`"${entry}": the window must be from 1s to 7d`);
  return { points, windowSeconds };
}

/** "10/15m" — how a limit is written in RATE_LIMITS (and in logs). */
export function formatRateLimit(limit: RateLimit | null): string {
  if (!limit) return 'off';
  const w = limit.windowSeconds;
  const [n, unit] = w % 86400 === 0 ? [w / 86400, 'd'] : w % HOUR === 0 ? [w / HOUR, 'h'] : w % MINUTE === 0 ? [w / MINUTE, 'm'] : [w, 's'];
  return `${limit.points}/${n}${unit}`;
}
