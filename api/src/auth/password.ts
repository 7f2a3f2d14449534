import argon2 from 'argon2';

// argon2id with the library's defaults (m=64 MiB, t=3, p=4): OWASP's recommended profile.
export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
