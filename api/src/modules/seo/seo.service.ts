// Per-page SEO metadata: public lookup by page name, admin create/update/delete.
import type { PrismaClient } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';
import { ConflictError, NotFoundError } from '../../platform/common/errors';
import { isUuid, parseInput } from '../../platform/input/validate';
import { isRecordMissing, isUniqueViolation } from '../../platform/db/prisma-errors';
import { requireScope } from '../../platform/auth/guards';
import { SEO_PAGES, isSeoPage, normalizePageName, seoMetaSchema } from './seo.schemas';

export type SeoMetaRow = Awaited<ReturnType<PrismaClient['seoMeta']['create']>>;

export const SEO_NOT_FOUND = 'SEO meta not found';
export const DUPLICATE_PAGE = 'SEO meta for this page already exists';

const duplicate = () => new ConflictError(DUPLICATE_PAGE, 'DUPLICATE_PAGE', { pageName: DUPLICATE_PAGE });

export class SeoService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Public: the page's metadata, or null for an unknown page name or a page without a record. */
  async findByPage(_ctx: RequestContext, pageName: unknown): Promise<SeoMetaRow | null> {
    if (typeof pageName !== 'string') return null;
    const name = normalizePageName(pageName);
    if (!isSeoPage(name)) return null;
    return this.prisma.seoMeta.findUnique({ where: { pageName: name } });
  }

  /** Admin: every record, in the order of the page list. */
  async list(ctx: RequestContext): Promise<SeoMetaRow[]> {
    requireScope(ctx, 'admin');
    const rows = await this.prisma.seoMeta.findMany();
    const rank = (p: string) => (SEO_PAGES as readonly string[]).indexOf(p);
    return rows.sort((a, b) => rank(a.pageName) - rank(b.pageName));
  }

  async create(ctx: RequestContext, input: unknown): Promise<SeoMetaRow> {
    requireScope(ctx, 'admin');
    const data = parseInput(seoMetaSchema, input);
    try {
      return await this.prisma.seoMeta.create({ data });
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicate();
      throw e;
    }
  }

  /** May move a record to a page that has none; moving onto another page's record is a 409. */
  async update(ctx: RequestContext, id: unknown, input: unknown): Promise<SeoMetaRow> {
    requireScope(ctx, 'admin');
    const data = parseInput(seoMetaSchema, input);
    await this.get(id);
    try {
      return await this.prisma.seoMeta.update({ where: { id: id as string }, data });
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicate();
      if (isRecordMissing(e)) throw new NotFoundError(SEO_NOT_FOUND);
      throw e;
    }
  }

  /** Returns the deleted id. */
  async delete(ctx: RequestContext, id: unknown): Promise<string> {
    requireScope(ctx, 'admin');
    if (!isUuid(id)) throw new NotFoundError(SEO_NOT_FOUND);
    const { count } = await this.prisma.seoMeta.deleteMany({ where: { id } });
    if (count === 0) throw new NotFoundError(SEO_NOT_FOUND);
    return id;
  }

  private async get(id: unknown): Promise<SeoMetaRow> {
    if (!isUuid(id)) throw new NotFoundError(SEO_NOT_FOUND);
    const row = await this.prisma.seoMeta.findUnique({ where: { id } });
    if (!row) throw new NotFoundError(SEO_NOT_FOUND);
    return row;
  }
}
