import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ReviewsContext } from './reviews.context';
import type { ApiKeyScope } from '../../platform/common/context';
import { listCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import { ProductType } from '../catalog';
import { AdminReviewPage, AdminReviewPayload, ReviewEligibilityType, ReviewErrors, ReviewPage, ReviewPayload, ReviewSummaryType } from './review.type';
import {
  AdminReviewListArgs,
  CreateReviewInput,
  HideReviewInput,
  PublishReviewInput,
  ReplyToReviewInput,
  ReviewListArgs,
  UpdateReviewInput,
} from './review.input';

/** A product's reviews and their summary, on the product itself. */
@Resolver(() => ProductType)
export class ProductReviewsResolver {
  @FieldResolver(() => ReviewPage, { complexity: listCost, description: 'Its published reviews, newest first, a page at a time' })
  reviews(@Root() product: ProductType, @Args() args: ReviewListArgs, @Ctx() { ctx, services }: ReviewsContext) {
    return services.reviews.forProduct(ctx, product.id, args);
  }

  @FieldResolver(() => ReviewSummaryType, { description: 'Average, count, the 5-to-1 star distribution and the fit answers of its published reviews' })
  reviewSummary(@Root() product: ProductType, @Ctx() { services }: ReviewsContext) {
    return services.reviews.summary(product.id);
  }
}

@Resolver()
export class ReviewResolver {
  @Query(() => ReviewEligibilityType, {
    description:
      'Whether the caller may review a product (signed in, with a delivered order of it) and their own review to edit. A guest gets `canReview: false` with a message, not an error.',
  })
  reviewEligibility(@Arg('productId', () => ID, { description: 'The product' }) productId: string, @Ctx() { ctx, services }: ReviewsContext) {
    return services.reviews.eligibility(ctx, productId);
  }

  @Mutation(() => ReviewPayload, {
    description:
      'A signed-in customer reviews a product from a delivered order; published at once. NOT_A_VERIFIED_BUYER (not bought, or not delivered yet), ALREADY_REVIEWED (use updateReview)',
  })
  createReview(
    @Arg('input', { description: 'The product, the stars and the optional text and fit' }) input: CreateReviewInput,
    @Ctx() { ctx, services }: ReviewsContext,
  ) {
    return payload(ReviewErrors, async () => ({ review: await services.reviews.create(ctx, input) }));
  }

  @Mutation(() => ReviewPayload, { description: 'The author changes their review; NOT_FOUND for someone else’s' })
  updateReview(@Arg('input', { description: 'The review and its new fields' }) input: UpdateReviewInput, @Ctx() { ctx, services }: ReviewsContext) {
    return payload(ReviewErrors, async () => ({ review: await services.reviews.update(ctx, input) }));
  }

  @Authorized<ApiKeyScope>('catalogue_read')
  @Query(() => AdminReviewPage, { complexity: listCost, description: '(admin) Every review, newest first; filter by stars, status and product' })
  adminReviews(@Args() args: AdminReviewListArgs, @Ctx() { ctx, services }: ReviewsContext) {
    return services.reviews.adminList(ctx, args);
  }

  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => AdminReviewPayload, { description: '(admin) Hides a review, keeping the reason; it leaves the product page and the rating at once' })
  hideReview(@Arg('input', { description: 'The review and why' }) input: HideReviewInput, @Ctx() { ctx, services }: ReviewsContext) {
    return payload(ReviewErrors, async () => ({ review: await services.reviews.hide(ctx, input) }));
  }

  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => AdminReviewPayload, { description: '(admin) Shows a hidden review again' })
  publishReview(@Arg('input', { description: 'The review' }) input: PublishReviewInput, @Ctx() { ctx, services }: ReviewsContext) {
    return payload(ReviewErrors, async () => ({ review: await services.reviews.publish(ctx, input) }));
  }

  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => AdminReviewPayload, { description: '(admin) The shop’s public reply under a review; an empty reply removes it' })
  replyToReview(@Arg('input', { description: 'The review and the reply' }) input: ReplyToReviewInput, @Ctx() { ctx, services }: ReviewsContext) {
    return payload(ReviewErrors, async () => ({ review: await services.reviews.reply(ctx, input) }));
  }
}
