// An e-mail is written once, as blocks, and rendered twice: HTML (table layout with inline styles,
// the way mail clients want it) and the plain-text part. So the two parts never say different things.
import { html, type SafeHtml } from './mail.html';

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'heading'; text: string }
  /** label/value rows; `strong` rows are the bottom line (a total) */
  | { kind: 'rows'; rows: Array<{ label: string; value: string; strong?: boolean }> }
  /** order lines: what, details (size, colour), quantity × price, line total */
  | { kind: 'lines'; lines: Array<{ name: string; details: string; quantity: number; price: string; total: string }> }
  /** a quoted block of several lines (an address, a message) */
  | { kind: 'quote'; lines: string[] }
  | { kind: 'note'; text: string };

export interface MailDocument {
  subject: string;
  /** the one-line summary mail clients show after the subject */
  preheader: string;
  title: string;
  blocks: Block[];
  /** the shop's address, linked in the footer */
  shopUrl: string;
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const SHOP_NAME = 'Vadodara Family Fashion';
const BRAND = '#8e244d';
const INK = '#222222';
const MUTED = '#666666';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

function blockHtml(b: Block): SafeHtml {
  switch (b.kind) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px;${FONT}font-size:15px;line-height:1.5;color:${INK};">${b.text}</p>`;
    case 'note':
      return html`<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:1.5;color:${MUTED};">${b.text}</p>`;
    case 'heading':
      return html`<h2 style="margin:24px 0 8px;${FONT}font-size:16px;color:${INK};">${b.text}</h2>`;
    case 'button':
      return html`<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${BRAND};">
<a href="${b.url}" style="display:inline-block;padding:12px 24px;${FONT}font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">${b.label}</a></td></tr></table>`;
    case 'rows':
      return html`<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;">${b.rows.map(
        (r) =>
          html`<tr><td style="padding:4px 0;${FONT}font-size:14px;color:${r.strong ? INK : MUTED};${r.strong ? 'font-weight:700;' : ''}">${r.label}</td>
<td align="right" style="padding:4px 0;${FONT}font-size:14px;color:${INK};${r.strong ? 'font-weight:700;' : ''}">${r.value}</td></tr>`,
      )}</table>`;
    case 'lines':
      return html`<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;border-top:1px solid #eeeeee;">${b.lines.map(
        (l) =>
          html`<tr><td style="padding:10px 0;border-bottom:1px solid #eeeeee;${FONT}font-size:14px;color:${INK};">
<strong>${l.name}</strong>${l.details ? html`<br><span style="color:${MUTED};font-size:13px;">${l.details}</span>` : ''}
<br><span style="color:${MUTED};font-size:13px;">${l.quantity} × ${l.price}</span></td>
<td align="right" valign="top" style="padding:10px 0;border-bottom:1px solid #eeeeee;${FONT}font-size:14px;color:${INK};">${l.total}</td></tr>`,
      )}</table>`;
    case 'quote':
      return html`<p style="margin:0 0 16px;padding:12px 16px;background:#f7f3f4;border-radius:6px;${FONT}font-size:14px;line-height:1.5;color:${INK};">${b.lines.map(
        (line, i) => html`${i ? html`<br>` : ''}${line}`,
      )}</p>`;
  }
}

export function renderHtml(doc: MailDocument): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${doc.subject}</title></head>
<body style="margin:0;padding:0;background:#f4f1ee;">
<span style="display:none;max-height:0;overflow:hidden;">${doc.preheader}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f1ee;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 24px;background:${BRAND};border-radius:8px 8px 0 0;${FONT}font-size:18px;font-weight:700;color:#ffffff;">${SHOP_NAME}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;${FONT}font-size:20px;color:${INK};">${doc.title}</h1>
${doc.blocks.map(blockHtml)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eeeeee;${FONT}font-size:12px;line-height:1.5;color:${MUTED};">${SHOP_NAME} · Alkapuri, Vadodara · <a href="${doc.shopUrl}" style="color:${BRAND};">${doc.shopUrl.replace(/^https?:\/\//, '')}</a></td></tr>
</table></td></tr></table></body></html>
`.value;
}

const wrap = (text: string) => text.replace(/(.{1,76})(\s+|$)/g, '$1\n').trimEnd();

function blockText(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
    case 'note':
      return wrap(b.text);
    case 'heading':
      return `${b.text}\n${'-'.repeat(b.text.length)}`;
    case 'button':
      return `${b.label}: ${b.url}`;
    case 'rows': {
      const width = Math.max(...b.rows.map((r) => r.label.length)) + 2;
      return b.rows.map((r) => `${(r.label + ':').padEnd(width)} ${r.value}`).join('\n');
    }
    case 'lines':
      return b.lines.map((l) => `${l.name}${l.details ? ` (${l.details})` : ''}\n  ${l.quantity} × ${l.price} = ${l.total}`).join('\n');
    case 'quote':
      return b.lines.map((line) => `  ${line}`).join('\n');
  }
}

export function renderText(doc: MailDocument): string {
  return [doc.title, '', ...doc.blocks.flatMap((b) => [blockText(b), '']), '--', `${SHOP_NAME} · Alkapuri, Vadodara · ${doc.shopUrl}`, ''].join('\n');
}

export const render = (doc: MailDocument): MailContent => ({ subject: doc.subject, html: renderHtml(doc), text: renderText(doc) });
