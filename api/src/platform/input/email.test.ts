// The shop's e-mail rules (platform/input/email.ts) as pure functions; the forms' tests check the API answers.
import { isValidEmail, normalizeEmail } from './email';

const accepted = (raw: string) => isValidEmail(normalizeEmail(raw));

describe('normalizeEmail', () => {
  it.each([
    ['  Asha.Patel+shop@Example.COM ', 'asha.patel+shop@example.com'],
    ['ＡＳＨＡ＠ｅｘａｍｐｌｅ．ｉｎ', 'asha@example.in'], // full-width (NFKC)
    ['asha@xn--p1b6ci4b4b3a.xn--h2brj9c', 'asha@उदाहरण.भारत'], // Punycode → Unicode
    ['asha@उदाहरण.भारत', 'asha@उदाहरण.भारत'],
    ['\u00a0asha@example.in\u3000', 'asha@example.in'],
  ])('%j → %j', (raw, stored) => {
    expect(normalizeEmail(raw)).toBe(stored);
    expect(isValidEmail(normalizeEmail(raw))).toBe(true);
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.in', 'first.last@example.co.in', 'x+tag@sub.example.com', "a!#$%&*+/=?^_{|}~-z@example.in", 'user@ભારત.ભારત', 'digits123@123.example.in', 'a@b-c.in', "o'brien@example.in"])(
    'accepts %j',
    (raw) => expect(accepted(raw)).toBe(true),
  );

  it.each([
    ['zero-width space', 'victim\u200b@test.in'],
    ['zero-width non-joiner', 'victim@te\u200cst.in'],
    ['zero-width joiner', 'victim@test.in\u200d'],
    ['word joiner', 'vic\u2060tim@test.in'],
    ['byte-order mark, even at the edge', '\ufeffvictim@test.in'],
    ['soft hyphen', 'vic\u00adtim@test.in'],
    ['bidi override', '\u202evictim@test.in'],
    ['NUL', 'victim\u0000@test.in'],
    ['inner space', 'vic tim@test.in'],
    ['tab', 'victim@test.in\tx'],
    ...[...'<>"`(),;:\\[]'].map((c) => [`markup or quote ${c}`, `vic${c}tim@test.in`]),
    ['an apostrophe in the domain', "a@o'brien.in"],
    ['no @', 'victim.test.in'],
    ['two @', 'victim@test@test.in'],
    ['@@', 'victim@@test.in'],
    ['empty local part', '@test.in'],
    ['leading dot', '.victim@test.in'],
    ['trailing dot', 'victim.@test.in'],
    ['consecutive dots', 'vic..tim@test.in'],
    ['non-ASCII local part', 'védika@test.in'],
    ['local part over 64', `${'a'.repeat(65)}@test.in`],
    ['address over 254', `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.in`],
    ['no dot in the domain', 'victim@localhost'],
    ['one-letter TLD', 'victim@test.i'],
    ['numeric TLD', 'victim@test.123'],
    ['empty label', 'victim@test..in'],
    ['trailing dot in the domain', 'victim@test.in.'],
    ['leading hyphen', 'victim@-test.in'],
    ['trailing hyphen', 'victim@test-.in'],
    ['underscore', 'victim@te_st.in'],
    ['label over 63', `victim@${'a'.repeat(64)}.in`],
    ['IP literal', 'victim@[127.0.0.1]'],
    ['Cyrillic among Latin letters', 'victim@gm\u0430il.com'],
    ['an all-Cyrillic look-alike label', 'victim@xn--80ak6aa92e.com'],
    ['Latin letters with accents', 'victim@tést.in'],
    ['undecodable Punycode', 'victim@xn--zz.com'],
  ])('refuses %s', (_label, raw) => {
    expect(accepted(raw)).toBe(false);
  });
});
