/** The server's URL rule: an http(s) URL or a path on this site ("/media/…"). */
export function isUrl(value: string): boolean {
  const v = value.trim();
  if (/^\/[^/\s]/.test(v)) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
