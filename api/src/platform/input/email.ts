// E-mail addresses as the shop stores them: one spelling per mailbox, and nothing that makes two addresses
// look the same to a person (zero-width characters, look-alike letters) or that breaks out of markup.
//
// Normalised: Unicode NFKC (full-width ａ → a), surrounding spaces removed, lower-cased; an IDN domain is stored in Unicode
// (xn--h2brj9c → भारत), so the Punycode and the Unicode spelling are one account.
// Accepted:
//   local part  ASCII only: letters, digits and ! # $ % & ' * + - / = ? ^ _ { | } ~ (o'brien@… is a real address), in dot-separated runs
//               (no dot first or last, no two in a row), at most 64 characters;
//   domain      at least two labels; each 1–63 characters of letters, digits and inner hyphens, either all
//               ASCII or all of one Indian script (Devanagari, Gujarati, …: India's .भारत / .ભારત domains),
//               never mixing scripts (gmаil with a Cyrillic а); no "xx--" labels left (Punycode that does
//               not decode); the last label (TLD) letters only, at least two;
//   whole       exactly one @, at most 254 characters, no whitespace, control or format characters (Cf:
//               U+200B–U+200D, U+2060, U+FEFF, soft hyphen, bidi controls), no < > " ` ( ) , ; : \ [ ] (an apostrophe only in the local part).
import { domainToUnicode } from 'node:url';

const REFUSED = /[\p{Cc}\p{Cf}\p{Z}\s<>"`(),;:\\[\]]/u;
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_{|}~-]+)*$/;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const ASCII_TLD = /^[a-z]{2,63}$/;
const INDIAN_SCRIPTS = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'];
const INDIAN_LABELS = INDIAN_SCRIPTS.map((s) => new RegExp(`^[\\p{Script=${s}}0-9](?:[\\p{Script=${s}}0-9-]*[\\p{Script=${s}}0-9])?$`, 'u'));
const INDIAN_TLDS = INDIAN_SCRIPTS.map((s) => new RegExp(`^\\p{Script=${s}}{2,}$`, 'u'));
/** Spaces around the address; unlike String#trim, not U+FEFF (a format character, refused like the others). */
const EDGE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;
/** Characters a domain may hold before IDN conversion (the conversion itself would drop or map others silently). */
const DOMAIN_CHARS = /^[\p{L}\p{M}\p{Nd}.-]+$/u;

/** The stored spelling of what a person typed; not a validity check (see isValidEmail). */
export function normalizeEmail(raw: string): string {
  const value = raw.normalize('NFKC').replace(EDGE_SPACE, '').toLowerCase();
  const at = value.lastIndexOf('@');
  const domain = value.slice(at + 1);
  if (at < 0 || REFUSED.test(value) || !DOMAIN_CHARS.test(domain)) return value;
  const unicode = domainToUnicode(domain);
  return unicode ? `${value.slice(0, at)}@${unicode}` : value;
}

const validLabel = (label: string) => label.length <= 63 && label.slice(2, 4) !== '--' && (ASCII_LABEL.test(label) || INDIAN_LABELS.some((r) => r.test(label)));
const validTld = (label: string) => ASCII_TLD.test(label) || INDIAN_TLDS.some((r) => r.test(label));

/** Whether a normalised address (normalizeEmail) is one the shop accepts. */
export function isValidEmail(value: string): boolean {
  if (value.length > 254 || REFUSED.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every(validLabel) && validTld(labels[labels.length - 1]);
}
