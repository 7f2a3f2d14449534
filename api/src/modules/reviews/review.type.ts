import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../platform/graphql/paginated';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

export enum FitEnum {
  RUNS_SMALL = 'runs_small',
  TRUE_TO_SIZE = 'true_to_size',
  RUNS_LARGE = 'runs_large',
}

registerEnumType(FitEnum, {
  name: 'Fit',
  description: 'How a garment fits, in its buyer’s words',
  valuesConfig: {
    RUNS_SMALL: { description: 'Smaller than the size says: consider one size up' },
    TRUE_TO_SIZE: { description: 'As the size says' },
    RUNS_LARGE: { description: 'Larger than the size says: consider one size down' },
  },
});

export enum ReviewStatusEnum {
  PUBLISHED = 'published',
  HIDDEN = 'hidden',
}

registerEnumType(ReviewStatusEnum, {
  name: 'ReviewStatus',
  description: 'Whether shoppers see a review',
  valuesConfig: {
    PUBLISHED: { description: 'Shown on the product page and counted in its rating (reviews are published when written)' },
    HIDDEN: { description: 'Hidden by the shop (the reason is kept); not shown, not counted' },
  },
});

@ObjectType('Review', {
  description: 'A verified buyer’s review: written by a customer with a delivered order of the product. Text is plain text; show it as text, never as HTML.',
})
export class ReviewType {
  @Field(() => ID, { description: 'The review’s id (a UUID)' }) id!: string;
  @Field(() => ID, { description: 'The product reviewed (Product.id)' }) productId!: string;
  @Field(() => Int, { description: 'Stars, 1–5' }) rating!: number;
  @Field({ description: 'A headline, up to 120 characters; "" when none' }) title!: string;
  @Field({ description: 'The review, up to 4000 characters; "" when only stars were given' }) body!: string;
  @Field(() => FitEnum, { nullable: true, description: 'How it fits, for products sold in sizes; null when not answered' }) fit!: string | null;
  @Field(() => String, { nullable: true, description: 'The size bought, from the buyer’s delivered order; null for products without sizes' }) size!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The colour bought, from the order; null when the product has no colours' }) color!: string | null;
  @Field({ description: 'Who wrote it, as shown: first name and the initial of the last name, e.g. "Priya S."' }) author!: string;
  @Field({ description: 'Always true: only customers whose order with the product was delivered can review it' }) verifiedBuyer!: boolean;
  @Field(() => ReviewStatusEnum, { description: 'PUBLISHED or HIDDEN; shoppers’ lists hold only published reviews (the author sees their own either way)' })
  status!: string;
  @Field(() => String, { nullable: true, description: 'The shop’s public reply; null when none' }) reply!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the shop replied (DateTimeISO); null without a reply' }) repliedAt!: Date | null;
  @Field({ description: 'When it was written (DateTimeISO); lists are newest first' }) createdAt!: Date;
  @Field({ description: 'When it last changed (DateTimeISO): later than createdAt once edited or answered' }) updatedAt!: Date;
}

@ObjectType('AdminReview', { description: '(admin) A review with who wrote it, about what, and why it is hidden' })
export class AdminReviewType extends ReviewType {
  @Field(() => String, { nullable: true, description: '(admin) Why the shop hid it; kept after it is shown again' }) hiddenReason!: string | null;
  @Field(() => Date, { nullable: true, description: '(admin) When it was hidden; null while published' }) hiddenAt!: Date | null;
  @Field(() => ID, { nullable: true, description: '(admin) The customer who wrote it (User.id); null for an API key without the orders_read scope' })
  customerId!: string | null;
  @Field(() => String, { nullable: true, description: '(admin) Their full name; null for an API key without the orders_read scope (`author` is the name shoppers see)' })
  customerName!: string | null;
  @Field(() => String, { nullable: true, description: '(admin) Their e-mail address; null for an API key without the orders_read scope' })
  customerEmail!: string | null;
  @Field({ description: '(admin) The product’s name' }) productName!: string;
}

export const ReviewPage = Paginated(ReviewType, 'ReviewPage');
export const AdminReviewPage = Paginated(AdminReviewType, 'AdminReviewPage');

@ObjectType('StarCount', { description: 'How many published reviews gave this many stars' })
export class StarCountType {
  @Field(() => Int, { description: 'Stars, 5 to 1' }) stars!: number;
  @Field(() => Int, { description: 'Published reviews with that many stars' }) count!: number;
}

@ObjectType('FitSummary', { description: 'What buyers said about the fit' })
export class FitSummaryType {
  @Field(() => Int, { description: 'Reviews saying it runs small' }) runsSmall!: number;
  @Field(() => Int, { description: 'Reviews saying it is true to size' }) trueToSize!: number;
  @Field(() => Int, { description: 'Reviews saying it runs large' }) runsLarge!: number;
  @Field(() => FitEnum, { nullable: true, description: 'The answer of more than half of the fit answers, once at least 2 buyers answered; null otherwise' })
  verdict!: string | null;
}

@ObjectType('ReviewSummary', { description: 'A product’s published reviews at a glance' })
export class ReviewSummaryType {
  @Field(() => Float, { nullable: true, description: 'Average stars to one decimal; null without reviews' }) average!: number | null;
  @Field(() => Int, { description: 'Published reviews' }) count!: number;
  @Field(() => [StarCountType], { description: 'Five entries: 5 stars down to 1' }) distribution!: StarCountType[];
  @Field(() => FitSummaryType, { description: 'The fit answers' }) fit!: FitSummaryType;
}

@ObjectType('ReviewEligibility', { description: 'Whether the caller may review a product, and their own review to edit' })
export class ReviewEligibilityType {
  @Field({ description: 'True when the caller may write a first review now (signed in, with a delivered order of it, no review yet)' }) canReview!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'Why not, e.g. "Sign in to write a review", "You can review this product once your order has been delivered"; null when they can or already did',
  })
  message!: string | null;
  @Field(() => ReviewType, { nullable: true, description: 'The caller’s own review of it (also when hidden), to edit; null when none' })
  review!: ReviewType | null;
  @Field(() => String, { nullable: true, description: 'The size a review would record, from the latest delivered order' }) size!: string | null;
  @Field(() => String, { nullable: true, description: 'The colour a review would record' }) color!: string | null;
}

export const ReviewErrors = domainErrors('Review', {
  ...COMMON_CODES,
  NOT_A_VERIFIED_BUYER: 'Only customers with a delivered order of the product can review it; `message` says which part is missing',
  ALREADY_REVIEWED: 'The customer has reviewed this product already: update that review instead',
  EMAIL_NOT_VERIFIED: 'The customer has not confirmed their e-mail address yet (User.emailVerified): a review waits for that',
});

export const ReviewPayload = Payload('ReviewPayload', ReviewErrors, 'The review after the change, or why it could not be made', {
  review: { type: () => ReviewType, description: 'The review after the change' },
});

export const AdminReviewPayload = Payload('AdminReviewPayload', ReviewErrors, '(admin) The review after the change, or why it could not be made', {
  review: { type: () => AdminReviewType, description: 'The review after the change' },
});
