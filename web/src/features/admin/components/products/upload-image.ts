// Uploading one product photo to POST /api/images with the admin's token. The browser checks the
// type and size first (to answer at once), but the server decides: its message is shown as it is.
import { readToken } from '@/lib/storage';

/** The types the server reads (api/src/modules/media/image.service.ts). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's upload limit. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/** Why the browser won't send this file, or null to send it. */
export function uploadProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP photo';
  if (file.size > MAX_IMAGE_BYTES) return 'The picture is larger than 10 MB; export it smaller and try again';
  return null;
}

export async function uploadImage(file: File): Promise<UploadResult> {
  const problem = uploadProblem(file);
  if (problem) return { ok: false, message: problem };
  const body = new FormData();
  body.append('file', file, file.name);
  const token = readToken();
  let res: Response;
  try {
    res = await fetch('/api/images', { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    return { ok: false, message: 'The upload did not reach the server; check the connection and try again' };
  }
  const json = (await res.json().catch(() => null)) as { url?: string; message?: string; errors?: Record<string, string> } | null;
  if (res.ok && json?.url) return { ok: true, url: json.url };
  return { ok: false, message: json?.errors?.file ?? json?.message ?? `The upload failed (${res.status}); try again` };
}
