// Password hashing: argon2id at OWASP's profile for a real shop; the test runs' fast profile verifies the same way.
import { PasswordHasher, verifyPassword } from './password';

it('standard: argon2id with m=64 MiB, t=3, p=4; the password never appears in the hash', async () => {
  const hash = await new PasswordHasher('standard').hash('secret123');
  expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  expect(hash).not.toContain('secret123');
  expect(await verifyPassword(hash, 'secret123')).toBe(true);
  expect(await verifyPassword(hash, 'secret124')).toBe(false);
});

it('fast (test runs): argon2id with m=1 MiB, t=1, p=1; each profile verifies the other’s hashes', async () => {
  const fast = await new PasswordHasher('fast').hash('secret123');
  expect(fast).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
  expect(await verifyPassword(fast, 'secret123')).toBe(true);
  expect(await verifyPassword(await new PasswordHasher('standard').hash('x-secret-1'), 'x-secret-1')).toBe(true);
});

it('an unknown account costs a verification against a hash of the same profile, and never succeeds', async () => {
  const hasher = new PasswordHasher('fast');
  expect(await hasher.verifyNobody('anything')).toBe(false);
  expect(await hasher.verifyNobody('')).toBe(false);
});

it('a malformed stored hash is a failed check, not an error', async () => {
  expect(await verifyPassword('not-a-hash', 'secret123')).toBe(false);
});
