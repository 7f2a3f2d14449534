// How a single-use link's token is kept at rest: its SHA-256, never the token (password_reset_tokens; the shop's kept
// copy of a reset e-mail is checked against it). Accounts writes the hash, mail reads it: both use this one function.
import { createHash } from 'node:crypto';

export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
