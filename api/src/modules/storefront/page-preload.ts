// The rendered page's own scripts, named in its head: the shell's index.html already preloads the entry
// chunk and its imports, but the page's lazy chunk (and what it imports) would be found only once the entry has run —
// one more round trip before the page can hydrate. From the client build's manifest
// (web/dist/.vite/manifest.json), each page module the render reports is turned into `<link rel="modulepreload">`
// for its chunk and its static imports, minus what the shell already names.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Module paths → preload tags; without a manifest (a build without one, or development), none. */
export type PagePreloads = (modules: readonly string[]) => string;

export function loadPagePreloads(webDist: string): PagePreloads {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  return pagePreloads(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}

export function pagePreloads(manifest: Manifest): PagePreloads {
  const closure = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const inShell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, inShell);
  const tags = new Map<string, string>();
  const tagsOf = (module: string): string => {
    let html = tags.get(module);
    if (html === undefined) {
      const keys = [...closure(module, new Set())].filter((k) => !inShell.has(k));
      html = keys.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`).join('');
      tags.set(module, html);
    }
    return html;
  };
  // Only modules the manifest knows: the render names them from the app's own route table, never from the request.
  return (modules) =>
    modules
      .filter((m) => manifest[m])
      .map(tagsOf)
      .join('');
}
