import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { COMMON_CODES, DeletePayload, domainErrors, Payload } from '../../platform/graphql/payload';
import { Paginated } from '../../platform/graphql/paginated';

export enum StockAlertStatusEnum {
  PENDING = 'pending',
  WAITING = 'waiting',
  NOTIFIED = 'notified',
}

registerEnumType(StockAlertStatusEnum, {
  name: 'StockAlertStatus',
  description: 'Where a back-in-stock alert stands',
  valuesConfig: {
    PENDING: { description: 'Asked for by a guest (or an account whose address is not confirmed): nothing is sent until the link e-mailed to the address is followed' },
    WAITING: { description: 'The variant is still sold out; the shopper will get one e-mail when its stock rises from 0' },
    NOTIFIED: { description: 'The variant came back and the e-mail was written (`notifiedAt`); the alert is closed' },
  },
});

@ObjectType('StockAlert', { description: 'A shopper’s request to get one e-mail when a sold-out size × colour (a variant) is back in stock' })
export class StockAlertType {
  @Field(() => ID, { description: 'The alert’s id (a UUID)' }) id!: string;
  @Field(() => ID, { description: 'The product (Product.id); its page is /product/<id>' }) productId!: string;
  @Field(() => ID, { description: 'The sold-out variant waited for (ProductVariant.id)' }) variantId!: string;
  @Field({ description: 'Where the e-mail goes, lower-case: the signed-in shopper’s account address, or the one a guest gave' }) email!: string;
  @Field(() => StockAlertStatusEnum, { description: 'Pending (waits for the e-mailed confirmation), waiting, or notified once the variant came back' }) status!: string;
  @Field({ description: 'When the shopper asked (DateTimeISO)' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the back-in-stock e-mail was written; null while waiting' }) notifiedAt!: Date | null;
}

export const StockAlertErrors = domainErrors('StockAlert', {
  ...COMMON_CODES,
  IN_STOCK: 'The size × colour can be bought now, so there is nothing to wait for',
  INVALID_CONFIRMATION_TOKEN: 'The confirmation link is unknown, expired or already used; ask again on the product page',
  INVALID_CANCEL_LINK: 'The link to stop an alert was not made by the shop (altered or cut short)',
});

export const StockAlertPayload = Payload('StockAlertPayload', StockAlertErrors, 'The back-in-stock alert, or why it could not be made', {
  stockAlert: {
    type: () => StockAlertType,
    description: 'The live alert, for a signed-in shopper whose address is confirmed; null when the alert waits for confirmation by e-mail (confirmationRequired)',
  },
  confirmationRequired: {
    type: () => Boolean,
    description: 'true: a confirmation link was e-mailed and nothing is sent until it is followed. The same answer for a new and a repeated request, so it says nothing about which addresses wait',
  },
  alreadyWaiting: { type: () => Boolean, description: 'Confirmed shoppers: true when they were already waiting for this variant (nothing new was written); otherwise false' },
  message: { type: () => String, description: 'What to tell the shopper, e.g. "Check your inbox to confirm…"' },
});

export const ConfirmStockAlertPayload = Payload('ConfirmStockAlertPayload', StockAlertErrors, 'The alert made live by its confirmation link, or why the link was refused', {
  stockAlert: { type: () => StockAlertType, description: 'The alert, now waiting (or notified at once when the variant came back meanwhile)' },
});

export const CancelStockAlertByLinkPayload = Payload('CancelStockAlertByLinkPayload', StockAlertErrors, 'The alert stopped from its e-mail’s link, or why the link was refused', {
  message: { type: () => String, description: 'The same sentence whether the alert was still open or already gone' },
});

export const CancelStockAlertPayload = DeletePayload('CancelStockAlertPayload', StockAlertErrors, 'StockAlert');

@ObjectType('VariantStockAlerts', { description: '(admin) How many shoppers wait for one variant of a product' })
export class VariantStockAlertsType {
  @Field(() => ID, { description: 'The variant’s id (ProductVariant.id)' }) id!: string;
  @Field({ description: 'The variant’s SKU' }) sku!: string;
  @Field(() => String, { nullable: true, description: 'The size; null when the product has no sizes' }) size!: string | null;
  @Field(() => String, { nullable: true, description: 'The colour; null when the product has no colours' }) color!: string | null;
  @Field(() => Int, { description: 'Units on hand now (0 while everyone still waits)' }) stock!: number;
  @Field(() => Int, { description: 'Shoppers waiting for it' }) waiting!: number;
}

@ObjectType('ProductStockAlerts', { description: '(admin) How many shoppers wait for a product’s sold-out variants: a restocking signal' })
export class ProductStockAlertsType {
  @Field(() => ID, { description: 'The product’s id (Product.id)' }) id!: string;
  @Field({ description: 'The product’s name' }) name!: string;
  @Field(() => Int, { description: 'Shoppers waiting for any of its variants' }) waiting!: number;
  @Field(() => [VariantStockAlertsType], { description: 'The variants with shoppers waiting, most waited-for first' }) variants!: VariantStockAlertsType[];
}

export const ProductStockAlertsPage = Paginated(ProductStockAlertsType, 'ProductStockAlertsPage');
