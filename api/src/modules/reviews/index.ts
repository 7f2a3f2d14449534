// The reviews module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is reviews.module.ts.
// Product reviews by customers with a verified address, and their ratings.
export type { ReviewsServices } from './reviews.context';

export { ReviewService } from './review.service';
