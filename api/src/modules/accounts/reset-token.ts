// What the password_reset_tokens table keeps of a reset link's token, and what the shop's kept copy of a reset e-mail is
// checked against (mail.service.ts): its own file, so mail and accounts both use it without importing each other.
import { createHash } from 'node:crypto';

export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
