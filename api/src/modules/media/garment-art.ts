/**
 * Self-hosted product, category, store and placeholder artwork.
 *
 * Everything here is a pure function that returns an SVG string: flat garment
 * illustrations drawn from a handful of paths, coloured from a named palette.
 * No external fonts, images or URLs are referenced, so the shop looks complete
 * offline. Garment pictures are 600x750 (4:5); category and store pictures are
 * 800x600 (4:3).
 */

export const GARMENT_KINDS = [
  'kurta',
  'saree',
  'sherwani',
  'lehenga',
  'shirt',
  'tshirt',
  'jeans',
  'trousers',
  'kurti',
  'salwar-suit',
  'dupatta',
  'shawl',
  'sweater',
  'jacket',
  'nehru-jacket',
  'dhoti',
  'frock',
  'school-uniform',
  'shorts',
  'pyjama-set',
  'cardigan',
  'blouse',
  'palazzo',
  'waistcoat',
] as const;

export type GarmentKind = (typeof GARMENT_KINDS)[number];

/** Lowercase, hyphenated colour names (as used in image file names) to hex. */
export const COLOURS: Record<string, string> = {
  maroon: '#7b1e2b',
  wine: '#5e1a2e',
  red: '#c8273a',
  'rani-pink': '#d6246e',
  magenta: '#b8307a',
  pink: '#e98aa9',
  peach: '#f4b08c',
  orange: '#e8772e',
  rust: '#b5532a',
  mustard: '#d4a017',
  yellow: '#f2c733',
  gold: '#c9a13b',
  beige: '#d8c3a0',
  cream: '#f1e6cc',
  'off-white': '#f3efe6',
  white: '#f8f8f5',
  khaki: '#bba67a',
  brown: '#7a4e2d',
  olive: '#6b7a3a',
  green: '#3f9a4a',
  emerald: '#1f8a5b',
  mint: '#9fd8c0',
  teal: '#17817f',
  'sky-blue': '#7ec3e8',
  'light-blue': '#a9c8e6',
  blue: '#2f6db5',
  'royal-blue': '#2f55b8',
  navy: '#1f2f56',
  indigo: '#3b3f8f',
  lavender: '#b6a2d8',
  purple: '#6e3d8f',
  grey: '#8d939b',
  charcoal: '#3c4047',
  black: '#232427',
};

export type CategorySlug = 'men' | 'women' | 'kids' | 'elders';
export const CATEGORY_SLUGS: readonly CategorySlug[] = ['men', 'women', 'kids', 'elders'];

/** "Sky Blue" / "sky blue" / "sky-blue" → "sky-blue" (the key used in COLOURS and file names). */
export function colourSlug(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

export function isGarmentKind(value: string): value is GarmentKind {
  return (GARMENT_KINDS as readonly string[]).includes(value);
}

export function isColour(value: string): boolean {
  return Object.prototype.hasOwnProperty.call(COLOURS, value);
}

/** Public URL of a product picture served by the media router. */
export function productImageUrl(kind: GarmentKind, colour: string): string {
  return `/media/products/${kind}-${colourSlug(colour)}.svg`;
}

/* ------------------------------------------------------------------ helpers */

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for use inside SVG/XML text content or attribute values. */
export function escapeXml(value: string): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESC[ch] ?? ch);
}

/** Only ever lets a #rrggbb colour through to the markup. */
function safeHex(hex: string): string {
  return /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : '#888888';
}

/** Only lets simple identifiers through as SVG ids. */
function safeId(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, '') || 'g';
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(safeHex(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  const out = x.map((v, i) => Math.round(v * (1 - t) + y[i] * t));
  return '#' + out.map((v) => v.toString(16).padStart(2, '0')).join('');
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Mirror an absolute M/L/Q/C/H/V/Z path about x = 300 (the garment centre line). */
function mir(d: string): string {
  let cmd = '';
  let idx = 0;
  return d.replace(/[MLQCSTHVZ]|-?\d*\.?\d+/g, (tok) => {
    if (/[A-Z]/.test(tok)) {
      cmd = tok;
      idx = 0;
      return tok;
    }
    const n = Number(tok);
    const isX = cmd === 'H' || (cmd !== 'V' && idx % 2 === 0);
    idx++;
    return isX ? String(600 - n) : tok;
  });
}

interface Palette {
  id: string;
  base: string;
  light: string;
  shade: string;
  dark: string;
  line: string;
  accent: string;
  trim: string;
  bgTop: string;
  bgBottom: string;
}

const GOLD = '#d4a23a';
const MAROON = '#8a1c2c';
const WARM_ACCENT = new Set(['gold', 'mustard', 'yellow', 'orange', 'peach', 'beige', 'khaki', 'rust', 'cream']);

function palette(colourKey: string, id: string): Palette {
  const base = safeHex(COLOURS[colourKey] ?? '#888888');
  const lum = luminance(base);
  const accent = WARM_ACCENT.has(colourKey) && colourKey !== 'cream' ? MAROON : GOLD;
  const light = lum > 0.8 ? '#ffffff' : mix(base, '#ffffff', 0.3);
  return {
    id: safeId(id),
    base,
    light,
    shade: mix(base, '#000000', 0.16),
    dark: mix(base, '#000000', 0.32),
    line: mix(base, '#000000', lum > 0.8 ? 0.34 : 0.45),
    accent: colourKey === 'cream' ? '#c08a2a' : accent,
    trim: lum > 0.62 ? mix(base, '#000000', 0.55) : '#fbf5e9',
    bgTop: lum > 0.7 ? '#eef1f6' : mix(base, '#fffaf4', 0.88),
    bgBottom: lum > 0.7 ? '#d6dde7' : mix(base, '#fffaf4', 0.72),
  };
}

/** A filled garment panel with the fabric gradient and an outline. */
function fab(P: Palette, d: string, fill = `url(#${P.id}f)`): string {
  return `<path d="${d}" fill="${fill}" stroke="${P.line}" stroke-width="3" stroke-linejoin="round"/>`;
}
function solid(d: string, fill: string, stroke: string, w = 2): string {
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${w}" stroke-linejoin="round"/>`;
}
/** A pattern overlay drawn over a panel (no stroke). */
function over(P: Palette, d: string, pat: string, opacity = 1): string {
  return `<path d="${d}" fill="url(#${P.id}${pat})"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}
function ln(d: string, colour: string, w = 2, extra = ''): string {
  const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"';
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${w}"${cap} stroke-linejoin="round"${extra}/>`;
}
/** A dotted line (embroidery, sequins): zero-length dashes with round caps. */
function dots(d: string, colour: string, size = 5, gap = 11): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${size}" stroke-linecap="round" stroke-dasharray="0 ${gap}"/>`;
}
function circle(x: number, y: number, r: number, fill: string, stroke = ''): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1.5"` : ''}/>`;
}
function buttons(x: number, ys: number[], r: number, fill: string, stroke: string): string {
  return ys.map((y) => circle(x, y, r, fill, stroke)).join('');
}
/** Draw a left-hand piece and its mirror image. */
function both(d: string, draw: (d: string) => string): string {
  return draw(d) + draw(mir(d));
}

function hanger(): string {
  return (
    ln('M300 134V100Q300 88 311 84Q325 79 325 64Q325 47 309 46Q294 46 292 60', '#8b9099', 5) +
    ln('M214 162Q300 106 386 162', '#a8743f', 11)
  );
}

/** A neutral tailor's dress form (neck and torso) used for draped garments. */
function dressForm(): string {
  return (
    solid('M282 90H318V116H282Z', '#e2d1b8', '#b89f80') +
    `<ellipse cx="300" cy="90" rx="18" ry="6" fill="#cdb796"/>` +
    solid(
      'M282 112Q240 118 214 140Q196 160 200 196Q208 240 222 290Q228 320 226 340H374Q372 320 378 290Q392 240 400 196Q404 160 386 140Q360 118 318 112Z',
      '#eadcc8',
      '#bfa98c',
    )
  );
}

/* Pattern definitions (ids are prefixed with the palette id). */
function patButi(P: Palette): string {
  return `<pattern id="${P.id}b" width="36" height="40" patternUnits="userSpaceOnUse"><path d="M9 4l4 6-4 6-4-6zM27 24l4 6-4 6-4-6z" fill="${P.accent}"/></pattern>`;
}
function patFlower(P: Palette): string {
  const petals = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y - 4}" r="3"/><circle cx="${x + 4}" cy="${y}" r="3"/><circle cx="${x}" cy="${y + 4}" r="3"/><circle cx="${x - 4}" cy="${y}" r="3"/>`;
  return `<pattern id="${P.id}l" width="44" height="48" patternUnits="userSpaceOnUse"><g fill="${P.light}" opacity=".85">${petals(11, 12)}${petals(33, 36)}</g><circle cx="11" cy="12" r="2" fill="${P.accent}"/><circle cx="33" cy="36" r="2" fill="${P.accent}"/></pattern>`;
}
function patRib(P: Palette): string {
  return `<pattern id="${P.id}r" width="7" height="10" patternUnits="userSpaceOnUse"><path d="M3.5 0v10" stroke="${P.dark}" stroke-width="2" opacity=".5"/></pattern>`;
}
function patDot(P: Palette, colour: string): string {
  return `<pattern id="${P.id}d" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="2.6" fill="${colour}"/><circle cx="19" cy="19" r="2.6" fill="${colour}"/></pattern>`;
}

/* ---------------------------------------------------------------- garments */

type Art = (P: Palette) => { defs?: string; body: string };

const SHIRT_BODY = 'M258 118L212 148L218 282L212 640Q300 664 388 640L382 282L388 148L342 118Q300 140 258 118Z';

const ART: Record<GarmentKind, Art> = {
  shirt: (P) => ({
    body:
      hanger() +
      both('M212 148Q186 152 178 178L128 462L176 474L218 282Z', (d) => fab(P, d)) +
      both('M128 462L176 474L171 500L123 488Z', (d) => solid(d, P.shade, P.line)) +
      fab(P, SHIRT_BODY) +
      solid('M258 118Q300 104 342 118L338 128Q300 116 262 128Z', P.shade, P.line) +
      both('M258 118Q284 134 300 142L282 190L244 140Z', (d) => fab(P, d)) +
      ln('M300 142V652', P.line, 2) +
      buttons(300, [206, 266, 326, 386, 446, 506, 566], 5, P.light, P.line) +
      solid('M226 246H280V300L253 310L226 300Z', 'none', P.line),
  }),

  tshirt: (P) => ({
    body:
      hanger() +
      fab(P, 'M250 125Q300 162 350 125L420 150L490 215L452 280L410 255L410 630Q300 645 190 630L190 255L148 280L110 215L180 150Z') +
      ln('M250 125Q300 162 350 125', P.shade, 12) +
      both('M117 203L155 268', (d) => ln(d, P.shade, 3)) +
      ln('M191 614Q300 628 409 614', P.shade, 3) +
      `<rect x="191" y="300" width="218" height="24" fill="${P.trim}" opacity=".8"/><rect x="191" y="334" width="218" height="9" fill="${P.trim}" opacity=".8"/>`,
  }),

  kurta: (P) => ({
    body:
      hanger() +
      both('M214 148Q188 152 182 176L146 486L190 494L224 282Z', (d) => fab(P, d)) +
      both('M146 486L190 494L186 518L142 510Z', (d) => solid(d, P.shade, P.line)) +
      fab(P, 'M262 120L214 148L224 282L216 600L204 690H396L384 600L376 282L386 148L338 120Q300 138 262 120Z') +
      solid('M262 120Q300 138 338 120L336 102Q300 118 264 102Z', P.shade, P.line) +
      solid('M290 132H310V322H290Z', P.shade, P.line) +
      buttons(300, [170, 215, 260, 300], 4.5, P.accent, P.line) +
      dots('M280 140V330M320 140V330', P.accent, 4, 11) +
      dots('M212 670H388', P.accent, 5, 12) +
      both('M216 600L222 690', (d) => ln(d, P.line, 2)),
  }),

  sherwani: (P) => ({
    defs: patButi(P),
    body:
      hanger() +
      both('M214 146Q188 150 182 174L150 500L194 508L226 280Z', (d) => fab(P, d)) +
      both('M150 500L194 508L190 534L146 526Z', (d) => solid(d, P.accent, P.line)) +
      fab(P, 'M262 120L214 146L226 280L222 560L200 700H400L378 560L374 280L386 146L338 120Q300 136 262 120Z') +
      over(P, 'M262 120L214 146L226 280L222 560L200 700H400L378 560L374 280L386 146L338 120Q300 136 262 120Z', 'b', 0.55) +
      solid('M204 672H396L400 700H200Z', P.accent, P.line) +
      dots('M210 686H390', P.dark, 4, 10) +
      solid('M262 120Q300 136 338 120L338 94Q300 110 262 94Z', P.accent, P.line) +
      dots('M268 106Q300 120 332 106', P.dark, 3.5, 8) +
      solid('M288 134H312V672H288Z', P.shade, P.line) +
      dots('M284 140V668M316 140V668', P.accent, 4, 10) +
      buttons(300, [160, 192, 224, 256, 288, 320, 352, 384, 416], 5, P.accent, P.line),
  }),

  'nehru-jacket': (P) => {
    const d =
      'M262 120Q300 134 338 120L384 142Q370 196 380 250L392 536Q392 560 368 562L312 566L300 556L288 566L232 562Q208 560 208 536L220 250Q230 196 216 142Z';
    return {
      defs: patDot(P, P.shade),
      body:
        hanger() +
        fab(P, d) +
        over(P, d, 'd', 0.7) +
        solid('M262 120Q300 134 338 120L336 98Q300 112 264 98Z', P.shade, P.line) +
        ln('M300 134V556', P.line, 2.5) +
        buttons(300, [168, 226, 284, 342, 400, 458], 6, P.accent, P.line) +
        solid('M238 232L282 224L283 232L239 240Z', P.dark, P.line, 1.5) +
        solid('M246 230L256 212L268 228Z', P.accent, P.line, 1.5) +
        both('M232 424H282V432H232Z', (s) => solid(s, P.dark, P.line, 1.5)),
    };
  },

  waistcoat: (P) => {
    const d =
      'M258 116L222 138Q232 200 222 256L214 540L290 592L300 578L310 592L386 540L378 256Q368 200 378 138L342 116L300 300Z';
    return {
      body:
        hanger() +
        solid('M258 116Q300 100 342 116L300 300Z', '#f7f6f2', '#b9bcc2') +
        both('M262 114L300 128L282 154Z', (s) => solid(s, '#ffffff', '#b9bcc2')) +
        solid('M292 128H308L304 144H296Z', P.trim === '#fbf5e9' ? '#6b1b27' : '#3a3d44', '#2a2a2a', 1) +
        solid('M296 144H304L312 262L300 282L288 262Z', P.trim === '#fbf5e9' ? '#8a2233' : '#4a4e57', '#2a2a2a', 1) +
        fab(P, d) +
        ln('M258 116L300 300L342 116', P.shade, 5) +
        ln('M300 300V578', P.line, 2.5) +
        buttons(300, [332, 382, 432, 482, 532], 6, P.shade, P.line) +
        both('M236 452L276 446L277 454L237 460Z', (s) => solid(s, P.dark, P.line, 1.5)) +
        solid('M330 252L364 248L365 255L331 259Z', P.dark, P.line, 1.5),
    };
  },

  jacket: (P) => ({
    defs: patRib(P),
    body:
      hanger() +
      both('M204 146Q176 154 170 182L132 452L182 464L222 262Z', (d) => fab(P, d)) +
      both('M132 452L182 464L177 496L127 484Z', (d) => solid(d, P.shade, P.line) + over(P, d, 'r')) +
      fab(P, 'M258 118L204 146L222 262L220 585H380L378 262L396 146L342 118Q300 132 258 118Z') +
      solid('M220 585H380L382 628H218Z', P.shade, P.line) +
      over(P, 'M220 585H380L382 628H218Z', 'r') +
      solid('M258 118Q300 132 342 118L346 90Q300 104 254 90Z', P.shade, P.line) +
      over(P, 'M258 118Q300 132 342 118L346 90Q300 104 254 90Z', 'r') +
      ln('M300 96V628', '#c9ccd2', 6, ' stroke-dasharray="3 2" stroke-linecap="butt"') +
      `<rect x="294" y="126" width="12" height="26" rx="4" fill="#d9dce1" stroke="#70747c" stroke-width="1.5"/>` +
      both('M236 398L256 478', (d) => ln(d, P.dark, 5)) +
      both('M204 146Q212 210 222 262', (d) => ln(d, P.dark, 2, ' opacity=".5"')),
  }),

  sweater: (P) => {
    let cables = '';
    for (const x of [250, 300, 350]) {
      let a = `M${x} 176`;
      let b = `M${x} 176`;
      for (let y = 176; y <= 440; y += 48) {
        a += `Q${x + 16} ${y + 12} ${x} ${y + 24}Q${x - 16} ${y + 36} ${x} ${y + 48}`;
        b += `Q${x - 16} ${y + 12} ${x} ${y + 24}Q${x + 16} ${y + 36} ${x} ${y + 48}`;
      }
      cables += ln(a, P.light, 4) + ln(b, P.shade, 4) + ln(`M${x - 24} 176V490M${x + 24} 176V490`, P.shade, 2, ' stroke-dasharray="2 6"');
    }
    return {
      defs: patRib(P),
      body:
        hanger() +
        both('M210 150Q178 156 170 186L142 424L190 434L222 268Z', (d) => fab(P, d)) +
        both('M142 424L190 434L185 466L137 456Z', (d) => solid(d, P.shade, P.line) + over(P, d, 'r')) +
        fab(P, 'M256 122L210 150L222 268L216 500H384L378 268L390 150L344 122Q300 150 256 122Z') +
        cables +
        solid('M216 500H384L386 546H214Z', P.shade, P.line) +
        over(P, 'M216 500H384L386 546H214Z', 'r') +
        ln('M254 124Q300 156 346 124', P.shade, 14) +
        ln('M254 124Q300 156 346 124', P.dark, 14, ' stroke-dasharray="2 5" stroke-linecap="butt" opacity=".5"'),
    };
  },

  cardigan: (P) => ({
    defs: patRib(P),
    body:
      hanger() +
      solid('M256 122Q300 112 344 122L300 300Z', '#f4f1ea', '#c4c0b6') +
      both('M210 150Q178 156 170 186L136 458L184 468L222 268Z', (d) => fab(P, d)) +
      both('M136 458L184 468L179 500L131 490Z', (d) => solid(d, P.shade, P.line) + over(P, d, 'r')) +
      fab(P, 'M256 122L210 150L222 268L216 585H384L378 268L390 150L344 122L300 300Z') +
      solid('M216 585H384L386 630H214Z', P.shade, P.line) +
      over(P, 'M216 585H384L386 630H214Z', 'r') +
      ln('M254 120L300 304L346 120M300 304V630', P.shade, 13) +
      ln('M300 300V630', P.dark, 1.5) +
      buttons(300, [326, 384, 442, 500, 558], 6, '#efe4cc', P.line) +
      both('M232 470H284V532H232Z', (d) => solid(d, 'none', P.shade, 3)) +
      both('M232 472H284', (d) => ln(d, P.shade, 8)),
  }),

  kurti: (P) => {
    const d = 'M264 120L226 146L232 282L214 520L178 660Q300 678 422 660L386 520L368 282L374 146L336 120Q300 168 264 120Z';
    return {
      defs: patFlower(P),
      body:
        hanger() +
        both('M226 146Q198 152 192 176L166 360L212 370L232 282Z', (s) => fab(P, s) + over(P, s, 'l')) +
        both('M166 360L212 370L209 386L163 376Z', (s) => solid(s, P.accent, P.line)) +
        fab(P, d) +
        over(P, d, 'l') +
        ln('M264 120Q300 168 336 120', P.accent, 6) +
        ln('M300 144V200', P.line, 2) +
        dots('M248 134Q300 214 352 134', P.accent, 4.5, 10) +
        solid('M183 640Q300 658 417 640L422 660Q300 678 178 660Z', P.accent, P.line) +
        dots('M186 651Q300 668 414 651', P.dark, 3.5, 9),
    };
  },

  'salwar-suit': (P) => {
    const dup = mix(P.accent, '#ffffff', 0.25);
    const body = 'M264 120L222 146L230 282L222 640H378L370 282L378 146L336 120Q300 160 264 120Z';
    return {
      defs: patFlower(P),
      body:
        hanger() +
        fab(P, 'M232 560H368Q380 650 392 700L340 712Q326 660 304 620H296Q274 660 260 712L208 700Q220 650 232 560Z', P.light) +
        both('M208 700L260 712L258 726L205 714Z', (s) => solid(s, P.accent, P.line)) +
        both('M236 600Q244 650 240 700', (s) => ln(s, P.shade, 2, ' opacity=".5"')) +
        both('M222 146Q194 152 188 178L158 468L202 478L230 282Z', (s) => fab(P, s)) +
        both('M158 468L202 478L199 494L155 484Z', (s) => solid(s, P.accent, P.line)) +
        fab(P, body) +
        over(P, body, 'l') +
        ln('M264 120Q300 160 336 120', P.accent, 6) +
        solid('M222 618H378V640H222Z', P.accent, P.line) +
        both(
          'M230 144L268 126Q262 360 266 610L226 616Q222 360 230 144Z',
          (s) => solid(s, dup, mix(dup, '#000000', 0.35)).replace('<path', '<path opacity=".86"') + dots(s, P.dark, 3, 9).replace('<path', '<path opacity=".35"'),
        ) +
        both('M226 616L266 610', (s) => dots(s, P.accent, 6, 9)),
    };
  },

  saree: (P) => {
    const skirt = 'M224 326Q300 340 376 326L424 700Q300 716 176 700Z';
    const pallu = 'M222 330L378 138Q398 150 404 206L262 392Q236 372 222 330Z';
    const hang = 'M372 150L410 160Q440 360 452 590L398 600Q392 380 372 150Z';
    let pleats = '';
    for (let i = 0; i < 6; i++) pleats += `M${280 + 8 * i} 360L${246 + 21 * i} 706`;
    return {
      defs: patButi(P),
      body:
        `<rect x="262" y="712" width="76" height="12" rx="6" fill="#8a6a4a"/>` +
        fab(P, hang) +
        over(P, hang, 'b', 0.6) +
        ln('M378 154Q404 360 420 594', P.accent, 6) +
        ln('M398 596L452 588', P.accent, 8, ' stroke-dasharray="2 5" stroke-linecap="butt"') +
        dressForm() +
        solid('M214 146Q236 124 272 122Q300 150 328 122Q364 124 386 146L392 196Q386 232 380 262H220Q214 232 208 196Z', P.dark, P.line) +
        ln('M221 256H379', P.accent, 4) +
        fab(P, skirt) +
        over(P, skirt, 'b', 0.55) +
        solid('M278 350H322L352 708H246Z', P.light, 'none', 0).replace('<path', '<path opacity=".3"') +
        ln(pleats, P.dark, 2, ' opacity=".45"') +
        solid('M181 672Q300 688 419 672L424 700Q300 716 176 700Z', P.accent, P.line) +
        dots('M184 687Q300 703 421 687', P.dark, 4, 10) +
        fab(P, pallu) +
        over(P, pallu, 'b', 0.7) +
        ln('M228 334L380 148M258 384L400 206', P.accent, 7),
    };
  },

  lehenga: (P) => {
    const dup = mix(P.accent, '#ffffff', 0.35);
    const skirt = 'M228 320Q300 334 372 320Q430 520 478 690Q300 722 122 690Q170 520 228 320Z';
    let kali = '';
    for (let i = 0; i < 7; i++) kali += `M${246 + 18 * i} 336L${150 + 50 * i} ${i === 0 || i === 6 ? 690 : 702}`;
    return {
      defs: patButi(P),
      body:
        solid('M378 146L414 160Q446 380 460 600L404 612Q398 400 378 146Z', dup, mix(dup, '#000000', 0.3)).replace('<path', '<path opacity=".9"') +
        dots('M390 170Q420 400 430 600', P.dark, 3, 12).replace('<path', '<path opacity=".4"') +
        ln('M404 612L460 600', P.accent, 8, ' stroke-dasharray="2 5" stroke-linecap="butt"') +
        dressForm() +
        fab(P, 'M214 146Q236 124 270 122Q300 158 330 122Q364 124 386 146L392 196Q388 236 382 266H218Q212 236 208 196Z') +
        ln('M219 262H381', P.accent, 6) +
        ln('M270 124Q300 158 330 124', P.accent, 4) +
        fab(P, skirt) +
        over(P, skirt, 'b', 0.75) +
        ln(kali, P.dark, 2, ' opacity=".35"') +
        ln('M168 520Q300 548 432 520', P.accent, 9) +
        solid('M136 650Q300 680 464 650L478 690Q300 722 122 690Z', P.accent, P.line) +
        dots('M134 672Q300 700 466 672', P.dark, 5, 12) +
        solid('M226 316Q300 332 374 316L376 338Q300 354 224 338Z', P.accent, P.line),
    };
  },

  blouse: (P) => ({
    defs: patButi(P),
    body:
      '<g transform="translate(300 96) scale(1.32) translate(-300 -96)">' +
      hanger() +
      both('M226 146Q200 152 194 176L184 262L230 270L236 214Z', (d) => fab(P, d)) +
      both('M184 262L230 270L228 284L182 276Z', (d) => solid(d, P.accent, P.line)) +
      fab(P, 'M266 122L226 146L236 214L232 388Q268 384 300 410Q332 384 368 388L364 214L374 146L334 122Q300 232 266 122Z') +
      over(P, 'M266 122L226 146L236 214L232 388Q268 384 300 410Q332 384 368 388L364 214L374 146L334 122Q300 232 266 122Z', 'b', 0.5) +
      ln('M266 122Q300 232 334 122', P.accent, 6) +
      ln('M232 386Q268 382 300 408Q332 382 368 386', P.accent, 6) +
      both('M262 300L270 380', (d) => ln(d, P.dark, 2, ' opacity=".45"')) +
      '</g>',
  }),

  palazzo: (P) => {
    let gathers = '';
    for (let x = 222; x <= 378; x += 12) gathers += `M${x} 122V154`;
    const d = 'M214 160H386Q424 400 476 690L318 698L300 400L282 698L124 690Q176 400 214 160Z';
    return {
      defs: patFlower(P),
      body:
        fab(P, d) +
        over(P, d, 'l', 0.6) +
        both('M240 220Q220 450 180 690M272 300Q262 500 246 694', (s) => ln(s, P.dark, 2, ' opacity=".3"')) +
        ln('M130 676L283 684M317 684L470 676', P.accent, 8) +
        solid('M214 116H386V160H214Z', P.shade, P.line) +
        ln(gathers, P.dark, 2, ' opacity=".4"') +
        ln('M300 150Q290 190 282 215M300 150Q310 190 320 212', P.accent, 3) +
        circle(282, 218, 5, P.accent) +
        circle(320, 215, 5, P.accent),
    };
  },

  trousers: (P) => ({
    body:
      fab(P, 'M206 146H394L404 692H316L300 350L284 692H196Z') +
      ln('M246 162V688M354 162V688', P.light, 2.5, ' opacity=".7"') +
      ln('M249 162V688M357 162V688', P.dark, 1.5, ' opacity=".5"') +
      both('M212 150L246 236', (d) => ln(d, P.dark, 2.5)) +
      ln('M300 146V336', P.dark, 2) +
      ln('M314 148V304Q314 328 300 338', P.dark, 1.5, ' opacity=".7"') +
      solid('M206 112H394V146H206Z', P.shade, P.line) +
      [232, 368].map((x) => solid(`M${x - 5} 106H${x + 5}V152H${x - 5}Z`, P.base, P.line, 1.5)).join('') +
      solid('M302 124H316V132H302Z', '#c7cad0', '#6b6f76', 1),
  }),

  jeans: (P) => {
    const cu = '#e0a04a';
    const stitch = ' stroke-dasharray="6 4" stroke-linecap="butt"';
    return {
      body:
        fab(P, 'M204 150H396L408 694H318L300 352L282 694H192Z') +
        `<ellipse cx="248" cy="300" rx="28" ry="86" fill="${P.light}" opacity=".3"/><ellipse cx="352" cy="300" rx="28" ry="86" fill="${P.light}" opacity=".3"/>` +
        both('M226 470L262 478M228 488L258 494', (d) => ln(d, P.light, 2, ' opacity=".5"')) +
        both('M206 214Q246 208 254 150', (d) => ln(d, P.dark, 3)) +
        both('M206 226Q256 220 266 152', (d) => ln(d, cu, 2, stitch)) +
        ln('M334 152L336 188L364 186L361 152', cu, 2, stitch) +
        ln('M312 152V300Q312 326 296 336', cu, 2, stitch) +
        ln('M300 150V340', P.dark, 2) +
        ln('M194 680H282M318 680H406', cu, 2, stitch) +
        solid('M204 112H396V150H204Z', P.shade, P.line) +
        ln('M206 118H394M206 144H394', cu, 2, stitch) +
        [230, 370].map((x) => solid(`M${x - 5} 106H${x + 5}V156H${x - 5}Z`, P.shade, P.line, 1.5)).join('') +
        circle(300, 131, 8, '#c98a3a', '#7a5020') +
        circle(254, 154, 3, '#c98a3a') +
        circle(346, 154, 3, '#c98a3a'),
    };
  },

  shorts: (P) => ({
    body:
      fab(P, 'M172 236H428L466 560L318 574L300 410L282 574L134 560Z') +
      both('M137 530L285 544L282 574L134 560Z', (d) => solid(d, P.shade, P.line)) +
      both('M180 244L214 330', (d) => ln(d, P.dark, 2.5)) +
      ln('M300 236V400', P.dark, 2) +
      solid('M172 190H428V236H172Z', P.shade, P.line) +
      ln('M180 200H420', P.dark, 1.5, ' stroke-dasharray="5 4" opacity=".6"') +
      ln('M292 232Q286 282 276 306M308 232Q316 282 324 304', P.trim, 4) +
      solid('M354 300H400V330H354Z', P.accent, P.line, 1.5),
  }),

  'pyjama-set': (P) => {
    const pipe = P.trim;
    const top = 'M258 116L212 142L214 226L210 430H390L386 226L388 142L342 116L300 200Z';
    return {
      defs: patDot(P, P.light),
      body:
        hanger() +
        fab(P, 'M224 380H376L396 700H312L300 520L288 700H204Z') +
        over(P, 'M224 380H376L396 700H312L300 520L288 700H204Z', 'd', 0.8) +
        ln('M206 684H287M313 684H394', pipe, 4) +
        both('M212 142Q186 148 172 172L144 246L190 264L214 226Z', (d) => fab(P, d) + over(P, d, 'd', 0.8)) +
        both('M150 232L194 250', (d) => ln(d, pipe, 4)) +
        fab(P, top) +
        over(P, top, 'd', 0.8) +
        both('M258 116L300 200L276 196L262 176L244 168L250 130Z', (d) => solid(d, P.shade, pipe, 3)) +
        ln('M212 414H388', pipe, 4) +
        buttons(306, [236, 286, 336, 386], 5, pipe, P.line) +
        solid('M236 240H276V284H236Z', 'none', pipe, 3),
    };
  },

  'school-uniform': (P) => ({
    defs: `<linearGradient id="${P.id}w" x1="0" x2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4e7ec"/></linearGradient><pattern id="${P.id}s" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(40)"><path d="M0 4H16" stroke="${P.accent}" stroke-width="3"/></pattern>`,
    body:
      hanger() +
      fab(P, 'M214 400H386L408 610L314 620L300 500L286 620L192 610Z') +
      both('M194 590L286 600', (d) => ln(d, P.dark, 2)) +
      both('M214 140Q186 146 172 170L146 244L192 262L216 222Z', (d) => solid(d, `url(#${P.id}w)`, '#9aa1ab', 3)) +
      solid('M258 114L214 140L216 222L212 430Q300 444 388 430L384 222L386 140L342 114Q300 134 258 114Z', `url(#${P.id}w)`, '#9aa1ab', 3) +
      solid('M214 420H386V440H214Z', '#2d2f35', '#1c1d20', 1.5) +
      solid('M288 424H312V438H288Z', '#c9ccd2', '#6b6f76', 1.5) +
      both('M258 114Q284 128 300 134L286 172L248 136Z', (d) => solid(d, '#ffffff', '#9aa1ab', 2.5)) +
      solid('M290 130H310L306 148H294Z', P.dark, P.line, 1.5) +
      solid('M294 148H306L318 330L300 352L282 330Z', P.base, P.line, 1.5) +
      over(P, 'M294 148H306L318 330L300 352L282 330Z', 's', 0.9) +
      solid('M330 232H378V290H330Z', 'none', '#9aa1ab', 2) +
      solid('M342 242H366V258Q366 272 354 278Q342 272 342 258Z', P.base, P.accent, 2),
  }),

  frock: (P) => {
    let scallop = 'M126 616V624';
    for (let i = 0; i < 12; i++) scallop += 'a14.5 14.5 0 0 0 29 0';
    scallop += 'V616Z';
    const skirt = 'M242 296H358Q420 440 474 624H126Q180 440 242 296Z';
    return {
      defs: patFlower(P),
      body:
        hanger() +
        both('M238 140Q186 126 176 170Q172 214 216 222Q228 196 240 182Z', (d) => fab(P, d)) +
        both('M182 206Q196 222 216 222', (d) => ln(d, '#ffffff', 4)) +
        fab(P, 'M262 124Q300 146 338 124L364 140Q366 200 358 300H242Q234 200 236 140Z') +
        fab(P, skirt) +
        over(P, skirt, 'l') +
        both('M262 310Q246 460 196 618M284 312Q276 470 252 620', (d) => ln(d, P.dark, 2, ' opacity=".3"')) +
        solid(scallop, '#ffffff', mix(P.line, '#ffffff', 0.4), 1.5) +
        both('M300 146Q272 146 262 124Q244 140 252 160Q268 178 300 160Z', (d) => solid(d, '#ffffff', mix(P.line, '#ffffff', 0.3))) +
        solid('M240 290H360V318H240Z', P.trim === '#fbf5e9' ? '#fbf5e9' : P.dark, P.line, 1.5) +
        both('M300 304Q266 278 258 296Q260 324 300 304Z', (d) => solid(d, P.accent, P.line)) +
        both('M298 306L284 350L296 346', (d) => ln(d, P.accent, 6)) +
        circle(300, 304, 8, P.accent, P.line),
    };
  },

  dhoti: (P) => ({
    body:
      fab(P, 'M200 160H400Q442 330 432 480Q426 600 402 682L340 692Q334 560 318 470Q300 520 282 470Q266 560 260 692L198 682Q174 600 168 480Q158 330 200 160Z') +
      ln('M224 200Q300 300 376 200M238 246Q300 344 362 246M254 292Q300 386 346 292', P.dark, 2.5, ' opacity=".35"') +
      solid('M286 160H314Q320 330 300 470Q280 330 286 160Z', P.light, P.line, 1.5) +
      ln('M288 168Q284 330 300 466', P.accent, 5) +
      both('M194 658L262 668L260 692L198 682Z', (d) => solid(d, P.accent, P.line)) +
      both('M188 560Q200 620 214 680M222 520Q232 600 240 688', (d) => ln(d, P.dark, 2, ' opacity=".3"')) +
      solid('M200 118H400V160H200Z', P.shade, P.line) +
      ln('M204 150H396', P.accent, 4),
  }),

  shawl: (P) => {
    const paisley = (x: number, y: number) =>
      `<path transform="translate(${x} ${y})" d="M0 12C-14 10-15-7-4-11C8-15 14-2 5 4C2 7-3 4 0 1" fill="${P.base}" stroke="${P.dark}" stroke-width="1.5"/>`;
    const left = 'M300 112Q236 108 202 136Q164 174 156 290Q150 420 156 580L262 592Q262 420 276 300Q286 200 300 150Z';
    return {
      defs: `<pattern id="${P.id}c" width="18" height="18" patternUnits="userSpaceOnUse"><path d="M0 9H18M9 0V18" stroke="${P.dark}" stroke-width="1" opacity=".22"/></pattern>`,
      body:
        `<rect x="294" y="330" width="12" height="372" fill="#8a6a4a"/><ellipse cx="300" cy="706" rx="64" ry="11" fill="#8a6a4a"/>` +
        dressForm() +
        both(left, (d) => fab(P, d) + over(P, d, 'c')) +
        both('M300 150Q286 200 276 300Q262 420 262 592', (d) => ln(d, P.accent, 16, ' stroke-linecap="butt"') + dots(d, P.base, 4, 11)) +
        both('M157 540L267 552L262 592L156 580Z', (d) => solid(d, P.accent, P.line, 1.5)) +
        paisley(182, 562) +
        paisley(230, 568) +
        paisley(370, 568) +
        paisley(418, 562) +
        both('M156 592L262 604', (d) => ln(d, P.base, 22, ' stroke-dasharray="2 5" stroke-linecap="butt"')) +
        ln('M230 120Q300 98 370 120', P.shade, 8) +
        both('M196 150Q170 200 166 300', (d) => ln(d, P.light, 3, ' opacity=".5"')),
    };
  },

  dupatta: (P) => {
    const front = 'M214 196H328Q336 440 318 688L256 700Q232 440 214 196Z';
    const back = 'M290 196H392Q402 400 392 606L338 614Q328 400 290 196Z';
    const tassels = (pts: [number, number][]) =>
      pts.map(([x, y]) => ln(`M${x} ${y}V${y + 18}`, P.accent, 2) + circle(x, y + 22, 5, P.accent)).join('');
    return {
      defs: patDot(P, P.accent),
      body:
        ln('M300 118V100Q300 88 311 84Q325 79 325 64Q325 47 309 46Q294 46 292 60', '#8b9099', 5) +
        ln('M300 116L196 196H404Z', '#a8743f', 9) +
        solid(back, P.shade, P.line).replace('<path', '<path opacity=".92"') +
        over(P, back, 'd', 0.7) +
        ln('M296 202Q330 400 342 606M384 202Q394 400 388 600', P.accent, 5) +
        tassels([[346, 612], [368, 610], [388, 606]]) +
        fab(P, front).replace('<path', '<path opacity=".94"') +
        over(P, front, 'd', 0.85) +
        ln('M222 204Q240 440 262 690M320 204Q328 440 312 684', P.accent, 6) +
        solid('M257 670L318 662L318 688L256 700Z', P.accent, P.line, 1.5) +
        tassels([[262, 702], [286, 698], [310, 694]]) +
        ln('M214 196Q270 176 328 196', P.light, 4, ' opacity=".7"'),
    };
  },
};

/** The garment drawing (defs + shapes) in a 600x750 coordinate system. */
function garmentParts(kind: GarmentKind, colourKey: string, id: string): { defs: string; body: string; P: Palette } {
  const P = palette(colourKey, id);
  const art = ART[kind](P);
  const grad = `<linearGradient id="${P.id}f" x1="0" x2="1"><stop offset="0" stop-color="${P.light}"/><stop offset=".55" stop-color="${P.base}"/><stop offset="1" stop-color="${P.shade}"/></linearGradient>`;
  return { defs: grad + (art.defs ?? ''), body: art.body, P };
}

function shadowFilter(id: string): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="8" stdDeviation="9" flood-color="#3b2a1e" flood-opacity=".2"/></filter>`;
}

const humanKind: Record<GarmentKind, string> = {
  kurta: 'kurta',
  saree: 'saree',
  sherwani: 'sherwani',
  lehenga: 'lehenga',
  shirt: 'shirt',
  tshirt: 't-shirt',
  jeans: 'jeans',
  trousers: 'trousers',
  kurti: 'kurti',
  'salwar-suit': 'salwar suit',
  dupatta: 'dupatta',
  shawl: 'shawl',
  sweater: 'sweater',
  jacket: 'jacket',
  'nehru-jacket': 'Nehru jacket',
  dhoti: 'dhoti',
  frock: 'frock',
  'school-uniform': 'school uniform',
  shorts: 'shorts',
  'pyjama-set': 'pyjama set',
  cardigan: 'cardigan',
  blouse: 'blouse',
  palazzo: 'palazzo',
  waistcoat: 'waistcoat',
};

/**
 * A 600x750 product picture of `kind` in `colour` (a COLOURS key; display names
 * such as "Sky Blue" are accepted too). Throws RangeError for unknown values.
 */
export function renderGarmentSvg(kind: GarmentKind, colour: string): string {
  const key = colourSlug(colour);
  if (!isGarmentKind(kind)) throw new RangeError(`Unknown garment kind: ${String(kind)}`);
  if (!isColour(key)) throw new RangeError(`Unknown colour: ${colour}`);
  const { defs, body, P } = garmentParts(kind, key, 'g');
  const label = escapeXml(`${key.replace(/-/g, ' ')} ${humanKind[kind]}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.bgTop}"/><stop offset="1" stop-color="${P.bgBottom}"/></linearGradient>${shadowFilter('ds')}${defs}</defs>` +
    `<rect width="600" height="750" fill="url(#bg)"/>` +
    `<circle cx="300" cy="380" r="250" fill="#ffffff" opacity=".28"/>` +
    `<ellipse cx="300" cy="718" rx="200" ry="16" fill="#000000" opacity=".08"/>` +
    `<g filter="url(#ds)">${body}</g>` +
    `</svg>`
  );
}

/* ------------------------------------------------------- category / store */

interface Placed {
  kind: GarmentKind;
  colour: string;
  x: number;
  y: number;
  s: number;
}

function placeGarments(items: Placed[], prefix: string, shadowId: string): { defs: string; body: string } {
  let defs = '';
  let body = '';
  items.forEach((it, i) => {
    const g = garmentParts(it.kind, it.colour, `${prefix}${i}`);
    defs += g.defs;
    body += `<g transform="translate(${it.x} ${it.y}) scale(${it.s})" filter="url(#${shadowId})">${g.body}</g>`;
  });
  return { defs, body };
}

const CATEGORY_SCENES: Record<CategorySlug, { bg: [string, string]; arch: string; garments: Placed[] }> = {
  men: {
    bg: ['#fbeedd', '#efcfa8'],
    arch: '#f7e2c4',
    garments: [
      { kind: 'shirt', colour: 'sky-blue', x: 35, y: 128, s: 0.6 },
      { kind: 'nehru-jacket', colour: 'mustard', x: 405, y: 128, s: 0.6 },
      { kind: 'sherwani', colour: 'maroon', x: 190, y: 66, s: 0.7 },
    ],
  },
  women: {
    bg: ['#fdeae8', '#f2c2c4'],
    arch: '#fbdcdc',
    garments: [
      { kind: 'kurti', colour: 'teal', x: 35, y: 128, s: 0.6 },
      { kind: 'lehenga', colour: 'red', x: 405, y: 128, s: 0.6 },
      { kind: 'saree', colour: 'rani-pink', x: 190, y: 66, s: 0.7 },
    ],
  },
  kids: {
    bg: ['#fff4d6', '#fbd98e'],
    arch: '#fdebb5',
    garments: [
      { kind: 'school-uniform', colour: 'navy', x: 35, y: 128, s: 0.6 },
      { kind: 'tshirt', colour: 'green', x: 405, y: 128, s: 0.6 },
      { kind: 'frock', colour: 'pink', x: 190, y: 66, s: 0.7 },
    ],
  },
  elders: {
    bg: ['#f3eee2', '#dccfb3'],
    arch: '#ece3cf',
    garments: [
      { kind: 'cardigan', colour: 'grey', x: 35, y: 128, s: 0.6 },
      { kind: 'kurta', colour: 'cream', x: 405, y: 128, s: 0.6 },
      { kind: 'shawl', colour: 'maroon', x: 190, y: 66, s: 0.7 },
    ],
  },
};

/** A marigold-and-mango-leaf toran strung between x0 and x1. */
function toran(x0: number, x1: number, y: number, sag: number): string {
  const n = Math.max(6, Math.round((x1 - x0) / 46));
  let out = ln(`M${x0} ${y}Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}`, '#6f4a2a', 3);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = Math.round(x0 + (x1 - x0) * t);
    const yy = Math.round(y + sag * 4 * t * (1 - t));
    if (i % 2 === 0) {
      out += `<path d="M${x} ${yy}q-9 14 0 30q9-16 0-30z" fill="#3f8a3a" stroke="#2b6428" stroke-width="1"/>`;
    } else {
      out += circle(x, yy + 8, 10, i % 4 === 1 ? '#f29a1c' : '#f4c21e', '#c9700f');
      out += circle(x, yy + 8, 3.5, '#c9700f');
    }
  }
  return out;
}

/** An 800x600 category illustration: three garments for that audience under a festive arch. */
export function renderCategorySvg(slug: CategorySlug): string {
  const scene = CATEGORY_SCENES[slug];
  if (!scene) throw new RangeError(`Unknown category: ${String(slug)}`);
  const placed = placeGarments(scene.garments, 'c', 'cs');
  const [top, bottom] = scene.bg;
  const label = escapeXml(`${slug} clothing collection`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="cbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${shadowFilter('cs')}${placed.defs}</defs>` +
    `<rect width="800" height="600" fill="url(#cbg)"/>` +
    `<path d="M110 600V320A290 290 0 0 1 690 320V600Z" fill="${scene.arch}"/>` +
    `<path d="M140 600V326A260 260 0 0 1 660 326V600" fill="none" stroke="#ffffff" stroke-width="4" opacity=".6"/>` +
    `<rect y="560" width="800" height="40" fill="#000000" opacity=".05"/>` +
    `<ellipse cx="400" cy="568" rx="300" ry="14" fill="#000000" opacity=".08"/>` +
    placed.body +
    toran(0, 800, 8, 26) +
    `</svg>`
  );
}

/** Neutral 600x750 "no image" picture. */
export function renderPlaceholderSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750" role="img" aria-label="No image available">` +
    `<title>No image available</title>` +
    `<defs><linearGradient id="pbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="1" stop-color="#e3e6ea"/></linearGradient></defs>` +
    `<rect width="600" height="750" fill="url(#pbg)"/>` +
    `<circle cx="300" cy="330" r="170" fill="#ffffff" opacity=".6"/>` +
    ln('M300 236V216Q300 204 311 200Q325 195 325 180Q325 163 309 162Q294 162 292 176', '#a3a9b2', 6) +
    ln('M300 236L170 320H430Z', '#a3a9b2', 8) +
    `<path d="M230 318L190 340L204 380L228 372V470H372V372L396 380L410 340L370 318Q300 352 230 318Z" fill="none" stroke="#b9bec6" stroke-width="5" stroke-dasharray="12 9" stroke-linejoin="round"/>` +
    `<text x="300" y="580" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="28" font-weight="600" fill="#8a9099">No image available</text>` +
    `</svg>`
  );
}

/** 800x600 illustration of the Alkapuri storefront (contact page "store location image"). */
export function renderStoreSvg(): string {
  const windows = placeGarments(
    [
      { kind: 'saree', colour: 'maroon', x: 107, y: 290, s: 0.26 },
      { kind: 'kurti', colour: 'teal', x: 202, y: 290, s: 0.26 },
      { kind: 'sherwani', colour: 'navy', x: 422, y: 290, s: 0.26 },
      { kind: 'frock', colour: 'yellow', x: 517, y: 290, s: 0.26 },
    ],
    's',
    'ss',
  );
  let awning = '';
  for (let i = 0; i < 14; i++) {
    const x = 100 + i * 43;
    const fill = i % 2 === 0 ? '#8a1c2c' : '#fbf1dc';
    awning += `<path d="M${x} 238H${x + 43}V276A21.5 16 0 0 1 ${x} 276Z" fill="${fill}"/>`;
  }
  const serif = `font-family="Georgia, 'Times New Roman', serif"`;
  const sans = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`;
  const win = (x: number) =>
    `<rect x="${x}" y="298" width="206" height="196" rx="6" fill="url(#glass)" stroke="#6b4a2e" stroke-width="8"/>`;
  const plant = (x: number) =>
    `<circle cx="${x}" cy="486" r="22" fill="#3f8a3a"/><circle cx="${x - 14}" cy="498" r="16" fill="#4d9a46"/><circle cx="${x + 14}" cy="498" r="16" fill="#357a32"/>` +
    `<path d="M${x - 20} 504H${x + 20}L${x + 15} 540H${x - 15}Z" fill="#c0653a"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="Vadodara Family Fashion store, Alkapuri, Vadodara">` +
    `<title>Vadodara Family Fashion store, Alkapuri, Vadodara</title>` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde9cc"/><stop offset="1" stop-color="#f8cfa0"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eaf4f8"/><stop offset="1" stop-color="#c9dde6"/></linearGradient>` +
    `${shadowFilter('ss')}${windows.defs}</defs>` +
    `<rect width="800" height="600" fill="url(#sky)"/>` +
    circle(660, 90, 46, '#fbe3a6') +
    `<path d="M0 540V180H90V540ZM710 540V150H800V540Z" fill="#e9c9a6"/>` +
    `<path d="M20 210h40v40h-40zM20 290h40v40h-40zM730 190h40v40h-40zM730 270h40v40h-40z" fill="#d9b08a"/>` +
    `<rect x="100" y="104" width="600" height="436" fill="#f3dfbd"/>` +
    `<path d="M92 104H708V124H92Z" fill="#c98f52"/>` +
    `<path d="M100 92q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0q25-24 50 0V104H100Z" fill="#d9a064"/>` +
    `<rect x="168" y="138" width="464" height="84" rx="8" fill="#7b1e2b" stroke="#d4a23a" stroke-width="5"/>` +
    `<text x="400" y="182" text-anchor="middle" ${serif} font-size="34" font-weight="700" fill="#f6d27a">Vadodara Family Fashion</text>` +
    `<text x="400" y="208" text-anchor="middle" ${sans} font-size="15" letter-spacing="3" fill="#fbead0">MEN · WOMEN · KIDS · ELDERS</text>` +
    awning +
    `<rect x="100" y="232" width="602" height="8" fill="#6b1622"/>` +
    win(130) +
    win(444) +
    windows.body +
    `<rect x="354" y="300" width="92" height="240" fill="#6b4a2e"/>` +
    `<rect x="364" y="310" width="72" height="230" fill="url(#glass)"/>` +
    ln('M400 310V540', '#6b4a2e', 4) +
    ln('M390 420V450M410 420V450', '#d4a23a', 4) +
    toran(350, 450, 296, 6) +
    plant(326) +
    plant(474) +
    `<rect x="300" y="540" width="200" height="10" fill="#b9a48a"/>` +
    `<rect y="550" width="800" height="50" fill="#b7b1a8"/>` +
    `<path d="M0 552H800" stroke="#8f8a82" stroke-width="4"/>` +
    `<rect x="540" y="504" width="156" height="30" rx="4" fill="#fffaf0" stroke="#7b1e2b" stroke-width="2"/>` +
    `<text x="618" y="524" text-anchor="middle" ${sans} font-size="13" font-weight="600" fill="#7b1e2b">Shop 12 · Alkapuri</text>` +
    `</svg>`
  );
}
