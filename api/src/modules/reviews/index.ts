// The reviews module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Product reviews by customers with a verified address, and their ratings.
import { shopModule } from '../../platform/module';
import type { ReviewsServices } from './reviews.context';
import { ProductReviewsResolver, ReviewResolver } from './review.resolver';
import { reviewRoutes } from './review.rest';
import { reviewTag } from './review.openapi';

export const reviewsModule = shopModule<ReviewsServices>({
  name: 'reviews',
  resolvers: [ProductReviewsResolver, ReviewResolver],
  routes: (services) => [reviewRoutes(services)],
  openapi: [reviewTag],
});
export type { ReviewsServices } from './reviews.context';

export { ReviewService } from './review.service';
