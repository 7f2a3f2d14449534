// The reviews module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
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
