// A tagged template for e-mail HTML: every interpolated value is escaped unless it is already
// SafeHtml (built by `html` itself), so a product name or an address can never inject markup.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Part = SafeHtml | string | number | null | undefined | false | Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof SafeHtml) return part.value;
  return escapeHtml(String(part));
};

export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0];
  parts.forEach((part, i) => (out += render(part) + strings[i + 1]));
  return new SafeHtml(out);
}
