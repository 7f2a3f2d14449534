// GraphQL shapes only; the rules and messages live in review.schemas.ts, applied by the service.
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { FitEnum, ReviewStatusEnum } from './review.type';

@InputType('CreateReviewInput', { description: 'A first review of a product from one of the customer’s delivered orders' })
export class CreateReviewInput {
  @Field(() => ID, { description: 'The product' }) productId!: string;
  @Field(() => Int, { description: 'Stars, a whole number 1–5' }) rating!: number;
  @Field(() => String, { nullable: true, description: 'A headline, up to 120 characters' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'The review, up to 4000 characters of plain text (markup is shown as typed, never run)' }) body?:
    string | null;
  @Field(() => FitEnum, { nullable: true, description: 'How it fits; only for products bought in a size' }) fit?: string | null;
}

@InputType('UpdateReviewInput', { description: 'The author’s changes to their review; every field is set again (a field left out is cleared)' })
export class UpdateReviewInput {
  @Field(() => ID, { description: 'The review (the caller’s own)' }) id!: string;
  @Field(() => Int, { description: 'Stars, a whole number 1–5' }) rating!: number;
  @Field(() => String, { nullable: true, description: 'A headline, up to 120 characters' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'The review, up to 4000 characters' }) body?: string | null;
  @Field(() => FitEnum, { nullable: true, description: 'How it fits; only for products bought in a size' }) fit?: string | null;
}

@InputType('HideReviewInput', { description: '(admin) The review to hide and why (kept, shown to admins only)' })
export class HideReviewInput {
  @Field(() => ID, { description: 'The review' }) id!: string;
  @Field({ description: 'Why, 1–500 characters' }) reason!: string;
}

@InputType('PublishReviewInput', { description: '(admin) The hidden review to show again' })
export class PublishReviewInput {
  @Field(() => ID, { description: 'The review' }) id!: string;
}

@InputType('ReplyToReviewInput', { description: '(admin) The shop’s public reply' })
export class ReplyToReviewInput {
  @Field(() => ID, { description: 'The review' }) id!: string;
  @Field(() => String, { nullable: true, description: 'The reply, up to 2000 characters; "" or null removes it' }) reply?: string | null;
}

@ArgsType()
export class ReviewListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 5, description: 'Page size, 1–100 (values outside are clamped); 5 when left out' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'How many reviews to skip; 0 when left out' }) offset?: number | null;
}

@ArgsType()
export class AdminReviewListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'Page size, 1–100 (values outside are clamped); 25 when left out' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'How many reviews to skip; 0 when left out' }) offset?: number | null;
  @Field(() => Int, { nullable: true, description: 'Only reviews with this many stars, 1–5' }) rating?: number | null;
  @Field(() => ReviewStatusEnum, { nullable: true, description: 'Only PUBLISHED or only HIDDEN reviews' }) status?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only the reviews of this product' }) productId?: string | null;
}
