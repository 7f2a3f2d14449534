import { Field, ID, InputType } from 'type-graphql';

@InputType({
  description:
    'A sold-out variant to be told about. Signed in: the account’s address is used (`email` is ignored). A guest gives `email`; at most 20 guest alerts an hour from one client (then a top-level RATE_LIMITED error).',
})
export class SubscribeStockAlertInput {
  @Field(() => ID, { description: 'The sold-out variant (ProductVariant.id); NOT_FOUND when unknown, IN_STOCK when it can be bought now' }) variantId!: string;
  @Field(() => String, { nullable: true, description: 'A guest’s e-mail (required for guests; INVALID when it is not a valid address)' }) email?: string | null;
}

@InputType({ description: 'One of the signed-in shopper’s waiting back-in-stock alerts to stop' })
export class CancelStockAlertInput {
  @Field(() => ID, { description: 'The alert’s id (StockAlert.id); NOT_FOUND when it is not the shopper’s or no longer waiting' }) id!: string;
}
