import { fieldErrors, serverMessage } from '@/lib/errors';

/** The outcome of a dialog's save: ok, or the server's field messages to show on the inputs. */
export type SaveResult = { ok: true } | { ok: false; fields: Record<string, string> };

export const saved: SaveResult = { ok: true };
export const refused = (err: unknown): SaveResult => ({ ok: false, fields: fieldErrors(err) });

/** The server's message when it refused; the screen's own fallback for network trouble. */
export function failureText(err: unknown, fallback: string): string {
  return serverMessage(err, fallback);
}
