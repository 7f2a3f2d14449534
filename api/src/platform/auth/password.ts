import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * PASSWORD_HASHING: `standard` is argon2id with the library's defaults (m=64 MiB, t=3, p=4), OWASP's recommended
 * profile, and the only one a production server accepts. `fast` (m=1 MiB, t=1, p=1) is for test runs, which create a
 * few hundred accounts (docs/decisions/0016-tests-cheap-by-construction.md). A hash records its own parameters, so
 * either profile verifies the other's hashes.
 */
export type PasswordHashing = 'standard' | 'fast';

const PARAMETERS: Record<PasswordHashing, { memoryCost: number; timeCost: number; parallelism: number }> = {
  standard: { memoryCost: 65536, timeCost: 3, parallelism: 4 },
  fast: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

export class PasswordHasher {
  private dummy?: Promise<string>;

  constructor(readonly profile: PasswordHashing) {}

  hash(plain: string): Promise<string> {
    return argon2.hash(plain, { type: argon2.argon2id, ...PARAMETERS[this.profile] });
  }

  /** Checks against a hash of a random secret: sign-in for an unknown e-mail costs the same as a wrong password. */
  async verifyNobody(plain: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    await verifyPassword(await this.dummy, plain);
    return false;
  }
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
