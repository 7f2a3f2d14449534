// Editable site content: the home and about texts and the footer pages (size guide, policies…).
import type { PrismaClient } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';
import { ValidationError } from '../../platform/common/errors';
import { parseInput } from '../../platform/input/validate';
import { requireScope } from '../../platform/auth/guards';
import {
  CONTENT_SECTIONS,
  MAX_CONTENT_BYTES,
  TOO_LARGE,
  UNKNOWN_SECTION,
  isContentSection,
  NOT_AN_OBJECT,
  isJsonObject,
  isPageSection,
  pageContentSchema,
} from './content.schemas';

export type ContentRow = Awaited<ReturnType<PrismaClient['content']['create']>>;

export class ContentService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Public: a section's content, or null for an unknown section or one without content. */
  async find(_ctx: RequestContext, section: unknown): Promise<ContentRow | null> {
    if (!isContentSection(section)) return null;
    return this.prisma.content.findUnique({ where: { section } });
  }

  /** Admin: every stored section, in the order of the section list. */
  async list(ctx: RequestContext): Promise<ContentRow[]> {
    requireScope(ctx, 'admin');
    const rows = await this.prisma.content.findMany();
    const rank = (s: string) => (CONTENT_SECTIONS as readonly string[]).indexOf(s);
    return rows.sort((a, b) => rank(a.section) - rank(b.section));
  }

  /** Admin: replaces a section's data (creating the section when it has none yet). */
  async update(ctx: RequestContext, section: unknown, input: unknown): Promise<ContentRow> {
    requireScope(ctx, 'admin');
    if (!isContentSection(section)) throw ValidationError.field('section', UNKNOWN_SECTION);
    if (!isJsonObject(input)) throw ValidationError.field('data', NOT_AN_OBJECT);
    const data: Record<string, unknown> = isPageSection(section) ? parseInput(pageContentSchema, input) : input;
    if (Buffer.byteLength(JSON.stringify(data), 'utf8') > MAX_CONTENT_BYTES) throw ValidationError.field('data', TOO_LARGE);
    const json = data as object;
    return this.prisma.content.upsert({ where: { section }, create: { section, data: json }, update: { data: json } });
  }
}
