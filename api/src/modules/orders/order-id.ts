// Order ids are uuids; people quote their first 8 characters ("#3f2a1b9c"). A prefix of a uuid's
// text is exactly the range of uuids between the prefix padded with 0s and with fs, so prefix
// search runs on the primary-key index (the same as `id::text LIKE 'prefix%'`, without the cast).

import { randomUUID } from 'node:crypto';

const HEX_DIGITS = 32;
const DASHES_AFTER = [8, 12, 16, 20];

const withDashes = (hex: string) => {
  let out = '';
  for (let i = 0; i < hex.length; i++) {
    if (DASHES_AFTER.includes(i)) out += '-';
    out += hex[i];
  }
  return out;
};

/** The hex digits of an id or id prefix as typed ("#3F2A1B9C", "3f2a1b9c-4d…"); null when it cannot start an id. */
export function normalizeIdPrefix(raw: string): string | null {
  const hex = raw.trim().replace(/^#/, '').replace(/-/g, '').toLowerCase();
  if (!hex || hex.length > HEX_DIGITS || !/^[0-9a-f]+$/.test(hex)) return null;
  return hex;
}

/** The uuid range holding every id that starts with `raw`; null when no id can. */
export function idPrefixRange(raw: string): { gte: string; lte: string } | null {
  const hex = normalizeIdPrefix(raw);
  if (hex === null) return null;
  return { gte: withDashes(hex.padEnd(HEX_DIGITS, '0')), lte: withDashes(hex.padEnd(HEX_DIGITS, 'f')) };
}

/**
 * Ids for the items of one order that sort in line order, so `ORDER BY id` lists them as the shopper
 * did: one random uuid whose last 4 hex digits are replaced by the line number (≤ 65535 lines).
 */
export function lineOrderedIds(count: number): string[] {
  const base = randomUUID().slice(0, 32);
  return Array.from({ length: count }, (_, i) => base + i.toString(16).padStart(4, '0'));
}
