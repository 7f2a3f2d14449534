// Verified-buyer reviews (docs/decisions/0013-ratings-are-real-or-absent.md): a customer reviews a product
// from one of their delivered orders, once, and may edit it; the shop hides (with a reason kept) and
// replies. The product's rating (count and sum of published stars) is kept by a database trigger on
// reviews, so cards read it from the product row; this service computes the distribution and fit on demand.
import type { FitFeedback, Prisma, PrismaClient, ReviewStatus } from '../../generated/prisma/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { isUuid, parseInput } from '../../platform/input/validate';
import { hasScope, requireScope, requireUser } from '../../platform/auth/guards';
import { pageWindow, type Page } from '../../platform/common/paging';
import { isRecordMissing, isUniqueViolation } from '../../platform/db/prisma-errors';
import { PRODUCT_MESSAGES, productRating, type ProductRating } from '../catalog';
import { isEmailVerified } from '../accounts';
import {
  adminReviewListSchema,
  createReviewSchema,
  hideReviewSchema,
  replyReviewSchema,
  REVIEW_MESSAGES,
  updateReviewSchema,
  type ReviewFields,
} from './review.schemas';

const reviewSelect = {
  id: true,
  productId: true,
  rating: true,
  title: true,
  body: true,
  fit: true,
  size: true,
  color: true,
  status: true,
  reply: true,
  repliedAt: true,
  createdAt: true,
  updatedAt: true,
  user: { select: { firstName: true, lastName: true } },
} as const satisfies Prisma.ReviewSelect;

const adminSelect = {
  ...reviewSelect,
  hiddenReason: true,
  hiddenAt: true,
  user: { select: { id: true, firstName: true, lastName: true, email: true } },
  product: { select: { name: true } },
} as const satisfies Prisma.ReviewSelect;

type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof reviewSelect }>;
type AdminReviewRow = Prisma.ReviewGetPayload<{ select: typeof adminSelect }>;

/** A review as shoppers read it: the author by first name and initial, always a verified buyer. */
export type Review = Omit<ReviewRow, 'user'> & { author: string; verifiedBuyer: true };
/**
 * The admin's view adds who wrote it, about what, and why it is hidden. The customer's id, name and
 * e-mail are personal data: null for a key without orders_read, which sees the author as shoppers do.
 */
export type AdminReview = Review & {
  hiddenReason: string | null;
  hiddenAt: Date | null;
  customerId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  productName: string;
};

export interface FitSummary {
  runsSmall: number;
  trueToSize: number;
  runsLarge: number;
  /** The answer more than half of the fit answers gave, once at least FIT_VERDICT_MIN buyers answered. */
  verdict: FitFeedback | null;
}

export interface ReviewSummary extends ProductRating {
  /** Published reviews with 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: Array<{ stars: number; count: number }>;
  fit: FitSummary;
}

export interface ReviewEligibility {
  /** Whether the caller may write a (first) review of the product now. */
  canReview: boolean;
  /** Why not, in the shop's words; null when they can, or when they already have one to edit. */
  message: string | null;
  /** The caller's own review, to edit (hidden ones too: the author still sees theirs). */
  review: Review | null;
  /** The size and colour from the delivered order a new review would record. */
  size: string | null;
  color: string | null;
}

/** Fewer fit answers than this say nothing about the fit. */
export const FIT_VERDICT_MIN = 2;

const authorName = (u: { firstName: string; lastName: string }) => {
  const initial = u.lastName.trim().charAt(0);
  return initial ? `${u.firstName.trim()} ${initial.toUpperCase()}.` : u.firstName.trim();
};

const toReview = ({ user, ...row }: ReviewRow): Review => ({ ...row, author: authorName(user), verifiedBuyer: true });

/**
 * Customer data goes with the orders: an admin or a key with orders_read sees who wrote a review; a
 * catalogue key (moderating reviews) gets null there, and the author's display name like shoppers.
 */
const toAdminReview = (ctx: RequestContext) => {
  const seesCustomer = hasScope(ctx, 'orders_read');
  return ({ user, product, ...row }: AdminReviewRow): AdminReview => ({
    ...row,
    author: authorName(user),
    verifiedBuyer: true,
    customerId: seesCustomer ? user.id : null,
    customerName: seesCustomer ? `${user.firstName} ${user.lastName}`.trim() : null,
    customerEmail: seesCustomer ? user.email : null,
    productName: product.name,
  });
};

export class ReviewService {
  constructor(private readonly prisma: PrismaClient) {}

  /** A product's published reviews, newest first, a page at a time (unknown product → 404). */
  async forProduct(_ctx: RequestContext, productId: unknown, args: { limit?: unknown; offset?: unknown }): Promise<Page<Review>> {
    const id = await this.existingProduct(productId);
    const window = pageWindow(args.limit, args.offset, 5);
    const where = { productId: id, status: 'published' } as const;
    const [rows, total] = await Promise.all([
      this.prisma.review.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: window.offset, take: window.limit, select: reviewSelect }),
      this.prisma.review.count({ where }),
    ]);
    return { items: rows.map(toReview), total, ...window };
  }

  /** Average, count, the 5-to-1 distribution and the fit answers of a product's published reviews. */
  async summary(productId: unknown): Promise<ReviewSummary> {
    const id = await this.existingProduct(productId);
    const where = { productId: id, status: 'published' } as const;
    const [byStars, byFit] = await Promise.all([
      this.prisma.review.groupBy({ by: ['rating'], where, _count: { _all: true } }),
      this.prisma.review.groupBy({ by: ['fit'], where: { ...where, fit: { not: null } }, _count: { _all: true } }),
    ]);
    const stars = (n: number) => byStars.find((g) => g.rating === n)?._count._all ?? 0;
    const fits = (f: FitFeedback) => byFit.find((g) => g.fit === f)?._count._all ?? 0;
    const count = byStars.reduce((a, g) => a + g._count._all, 0);
    const sum = byStars.reduce((a, g) => a + g.rating * g._count._all, 0);
    const fit = { runsSmall: fits('runs_small'), trueToSize: fits('true_to_size'), runsLarge: fits('runs_large') };
    return {
      ...productRating(count, sum),
      distribution: [5, 4, 3, 2, 1].map((s) => ({ stars: s, count: stars(s) })),
      fit: { ...fit, verdict: fitVerdict(fit) },
    };
  }

  /** Whether the caller may review the product, and their own review to edit. Never an error for a guest. */
  async eligibility(ctx: RequestContext, productId: unknown): Promise<ReviewEligibility> {
    const id = await this.existingProduct(productId);
    if (!ctx.user || ctx.apiKey) return { canReview: false, message: REVIEW_MESSAGES.signIn, review: null, size: null, color: null };
    const own = await this.prisma.review.findUnique({ where: { productId_userId: { productId: id, userId: ctx.user.id } }, select: reviewSelect });
    const bought = await this.boughtItem(this.prisma, ctx.user.id, id);
    const size = bought.item?.size || null;
    const color = bought.item?.color || null;
    if (own) return { canReview: false, message: null, review: toReview(own), size, color };
    if (!bought.message && !(await isEmailVerified(this.prisma, ctx.user.id))) return { canReview: false, message: REVIEW_MESSAGES.verifyEmail, review: null, size, color };
    return { canReview: !bought.message, message: bought.message, review: null, size, color };
  }

  /** A verified buyer's first review of a product (403 if not bought and delivered or the e-mail is not verified, 409 if one exists). */
  async create(ctx: RequestContext, input: unknown): Promise<Review> {
    const user = requireUser(ctx);
    const { productId, ...fields } = parseInput(createReviewSchema, input);
    const id = await this.existingProduct(productId);
    const { item, message } = await this.boughtItem(this.prisma, user.id, id);
    if (!item || message) throw new ForbiddenError(message ?? REVIEW_MESSAGES.notBought, 'NOT_A_VERIFIED_BUYER');
    // Reviews are public words under the customer's name: they wait until the address is proved.
    if (!(await isEmailVerified(this.prisma, user.id))) throw new ForbiddenError(REVIEW_MESSAGES.verifyEmail, 'EMAIL_NOT_VERIFIED');
    checkFit(fields, item.size);
    try {
      const row = await this.prisma.review.create({
        data: { productId: id, userId: user.id, ...data(fields), size: item.size || null, color: item.color || null },
        select: reviewSelect,
      });
      return toReview(row);
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
      throw e;
    }
  }

  /** The author changes their review (stars, title, text, fit); someone else's or unknown → 404. */
  async update(ctx: RequestContext, input: unknown): Promise<Review> {
    const user = requireUser(ctx);
    const { id, ...fields } = parseInput(updateReviewSchema, input);
    const own = await this.prisma.review.findFirst({ where: { id, userId: user.id }, select: { size: true } });
    if (!own) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    checkFit(fields, own.size);
    return toReview(await this.prisma.review.update({ where: { id }, data: data(fields), select: reviewSelect }));
  }

  /** (admin) Every review, newest first, filtered by stars, status or product. */
  async adminList(
    ctx: RequestContext,
    args: { limit?: unknown; offset?: unknown; rating?: unknown; status?: unknown; productId?: unknown },
  ): Promise<Page<AdminReview>> {
    requireScope(ctx, 'catalogue_read');
    const { rating, status, productId } = parseInput(adminReviewListSchema, { rating: args.rating, status: args.status, productId: args.productId });
    const window = pageWindow(args.limit, args.offset, 25);
    const where: Prisma.ReviewWhereInput = { ...(rating ? { rating } : {}), ...(status ? { status } : {}), ...(productId ? { productId } : {}) };
    const [rows, total] = await Promise.all([
      this.prisma.review.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: window.offset, take: window.limit, select: adminSelect }),
      this.prisma.review.count({ where }),
    ]);
    return { items: rows.map(toAdminReview(ctx)), total, ...window };
  }

  /** (admin) Hides a review from the shop, keeping the reason; it stops counting in the rating at once. */
  async hide(ctx: RequestContext, input: unknown): Promise<AdminReview> {
    requireScope(ctx, 'catalogue_write');
    const { id, reason } = parseInput(hideReviewSchema, input);
    return this.adminUpdate(ctx, id, { status: 'hidden' satisfies ReviewStatus, hiddenReason: reason, hiddenAt: new Date() });
  }

  /** (admin) Shows a hidden review again; the reason it was hidden stays on record. */
  async publish(ctx: RequestContext, input: unknown): Promise<AdminReview> {
    requireScope(ctx, 'catalogue_write');
    const { id } = parseInput(hideReviewSchema.pick({ id: true }), input);
    return this.adminUpdate(ctx, id, { status: 'published' satisfies ReviewStatus, hiddenAt: null });
  }

  /** (admin) The shop's public answer under the review; an empty reply removes it. */
  async reply(ctx: RequestContext, input: unknown): Promise<AdminReview> {
    requireScope(ctx, 'catalogue_write');
    const { id, reply } = parseInput(replyReviewSchema, input);
    return this.adminUpdate(ctx, id, reply ? { reply, repliedAt: new Date() } : { reply: null, repliedAt: null });
  }

  private async adminUpdate(ctx: RequestContext, id: string, data: Prisma.ReviewUpdateInput): Promise<AdminReview> {
    try {
      return toAdminReview(ctx)(await this.prisma.review.update({ where: { id }, data, select: adminSelect }));
    } catch (e) {
      if (isRecordMissing(e)) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      throw e;
    }
  }

  private async existingProduct(productId: unknown): Promise<string> {
    const id = isUuid(productId) ? productId.toLowerCase() : null;
    const found = id ? await this.prisma.product.findUnique({ where: { id }, select: { id: true } }) : null;
    if (!found) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return found.id;
  }

  /**
   * The latest delivered order line of the product for this customer (its size and colour go on the
   * review), or why there is none: bought but not delivered yet, or never bought.
   */
  private async boughtItem(db: Pick<PrismaClient, 'orderItem'>, userId: string, productId: string) {
    const item = await db.orderItem.findFirst({
      where: { productId, order: { userId, status: 'delivered' } },
      orderBy: { order: { createdAt: 'desc' } },
      select: { size: true, color: true },
    });
    if (item) return { item, message: null };
    const pending = await db.orderItem.count({ where: { productId, order: { userId, status: { in: ['pending', 'processing', 'shipped'] } } } });
    return { item: null, message: pending ? REVIEW_MESSAGES.notDelivered : REVIEW_MESSAGES.notBought };
  }
}

function data(fields: Omit<ReviewFields, 'id'>) {
  return { rating: fields.rating, title: fields.title, body: fields.body, fit: fields.fit ?? null };
}

/** Fit is about sizes: a product bought without one takes no fit answer. */
function checkFit(fields: Omit<ReviewFields, 'id'>, sizeBought: string | null) {
  if (fields.fit && !sizeBought) throw new ValidationError({ fit: REVIEW_MESSAGES.fitWithoutSize });
}

/** The fit answer of a clear majority (more than half of at least FIT_VERDICT_MIN answers), else null. */
export function fitVerdict(fit: Omit<FitSummary, 'verdict'>): FitFeedback | null {
  const answers: Array<[FitFeedback, number]> = [
    ['runs_small', fit.runsSmall],
    ['true_to_size', fit.trueToSize],
    ['runs_large', fit.runsLarge],
  ];
  const total = answers.reduce((a, [, n]) => a + n, 0);
  if (total < FIT_VERDICT_MIN) return null;
  const [top, n] = answers.reduce((best, a) => (a[1] > best[1] ? a : best));
  return n * 2 > total ? top : null;
}
