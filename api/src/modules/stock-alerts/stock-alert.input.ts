import { Field, ID, InputType } from 'type-graphql';

@InputType({
  description:
    'A sold-out variant to be told about. Signed in: the account’s address is used (`email` is ignored). A guest gives `email`. Unless the shopper is signed in with a confirmed address, at most 20 alerts an hour from one client and 5 an hour to one address (then a top-level RATE_LIMITED error).',
})
export class SubscribeStockAlertInput {
  @Field(() => ID, { description: 'The sold-out variant (ProductVariant.id); NOT_FOUND when unknown, IN_STOCK when it can be bought now' }) variantId!: string;
  @Field(() => String, { nullable: true, description: 'A guest’s e-mail (required for guests; INVALID when it is not a valid address)' }) email?: string | null;
}

@InputType({ description: 'One of the signed-in shopper’s waiting back-in-stock alerts to stop' })
export class CancelStockAlertInput {
  @Field(() => ID, { description: 'The alert’s id (StockAlert.id); NOT_FOUND when it is not the shopper’s or no longer waiting' }) id!: string;
}

@InputType({ description: 'The token of a back-in-stock confirmation link' })
export class ConfirmStockAlertInput {
  @Field({ description: 'The `token` from the link’s fragment (#token=…) in the confirmation e-mail (valid 7 days, once)' }) token!: string;
}

@InputType({ description: 'The two parts of the “Stop this alert” link in a back-in-stock e-mail (its fragment: #alert=…&sig=…)' })
export class CancelStockAlertByLinkInput {
  @Field({ description: 'The alert’s id (`alert=` in the link)' }) alertId!: string;
  @Field({ description: 'The shop’s signature of the id (`sig=` in the link); INVALID_CANCEL_LINK when it does not match' }) signature!: string;
}
