import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../platform/graphql/paginated';
import { COMMON_CODES, DeletePayload, domainErrors, Payload } from '../../platform/graphql/payload';

/** GraphQL names for the event types; the values are the types partners see in the body ("order.created"). */
export enum WebhookEventTypeEnum {
  ORDER_CREATED = 'order.created',
  ORDER_STATUS_CHANGED = 'order.status_changed',
  ORDER_PAID = 'order.paid',
  ORDER_REFUNDED = 'order.refunded',
  PRODUCT_CREATED = 'product.created',
  PRODUCT_UPDATED = 'product.updated',
  PRODUCT_DELETED = 'product.deleted',
  STOCK_LOW = 'stock.low',
}
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description: 'An event a webhook endpoint can subscribe to; the delivered body’s `type` is the lower-case dotted name (`order.created`)',
  valuesConfig: {
    ORDER_CREATED: { description: '`order.created`: an order was placed; `data` is the order with its items and totals' },
    ORDER_STATUS_CHANGED: {
      description: '`order.status_changed`: an admin moved an order along the workflow, cancellation included; `data` is the order and `previousStatus`',
    },
    ORDER_PAID: { description: '`order.paid`: an order was placed with a verified online payment, or an admin recorded its payment on delivery; `data` is the order' },
    ORDER_REFUNDED: { description: '`order.refunded`: an admin recorded a refund for a cancelled order; `data` is the order and `refund` `{ amount, note }`' },
    PRODUCT_CREATED: { description: '`product.created`: `data` is the product with its variants' },
    PRODUCT_UPDATED: { description: '`product.updated`: `data` is the product with its variants after the change' },
    PRODUCT_DELETED: { description: '`product.deleted`: `data` is the product as it was before deletion' },
    STOCK_LOW: {
      description:
        '`stock.low`: an order or an admin edit took a variant from above LOW_STOCK_THRESHOLD to at or below it; `data` is `{ variant, product, threshold }`',
    },
  },
});

export enum WebhookDeliveryStatusEnum {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILING = 'failing',
  DEAD = 'dead',
}
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands',
  valuesConfig: {
    PENDING: { description: 'Not attempted yet (new, or resent)' },
    DELIVERED: { description: 'The endpoint answered 2xx' },
    FAILING: { description: 'The last attempt failed; another is scheduled at `nextAttemptAt`' },
    DEAD: { description: 'Retried for WEBHOOK_RETRY_FOR (24 h) without success, or the endpoint is paused; no further attempt unless resent' },
  },
});

@ObjectType('WebhookEndpoint', { description: '(admin) A URL that receives signed POSTs of the events it subscribed to' })
export class WebhookEndpointType {
  @Field(() => ID, { description: 'The endpoint’s id (a UUID)' }) id!: string;
  @Field({ description: 'Where deliveries are POSTed (http or https)' }) url!: string;
  @Field({ description: 'The admin’s note about the endpoint (who runs it, what for); empty when none' }) description!: string;
  @Field(() => [WebhookEventTypeEnum], { description: 'The events it receives' }) events!: string[];
  @Field({ description: 'False while paused: no new deliveries, pending ones end as dead' }) active!: boolean;
  @Field({ description: 'The start of the signing secret (`whsec_abcd…`), to tell secrets apart; the whole secret is shown only at creation and rotation' })
  secretHint!: string;
  @Field({ description: 'When the endpoint was registered (DateTimeISO)' }) createdAt!: Date;
  @Field({ description: 'When it last changed (DateTimeISO)' }) updatedAt!: Date;
}

@ObjectType('WebhookDelivery', { description: '(admin) One event for one endpoint, and how its attempts went' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'The delivery’s id (a UUID); resend it with resendWebhookDelivery' }) id!: string;
  @Field(() => ID, { description: 'The endpoint it goes to' }) endpointId!: string;
  @Field({ description: 'The endpoint’s current URL' }) endpointUrl!: string;
  @Field(() => ID, { description: 'The event’s id (X-Shop-Event-Id): the same in every attempt, for the receiver’s de-duplication' }) eventId!: string;
  @Field(() => WebhookEventTypeEnum, { description: 'The event’s type' }) eventType!: string;
  @Field(() => WebhookDeliveryStatusEnum, { description: 'Where the delivery stands' }) status!: string;
  @Field(() => Int, { description: 'Attempts made so far' }) attempts!: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last attempt; null before the first or when no answer came' }) lastStatusCode!:
    number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the last attempt failed (`HTTP 500`, `No answer within 10 s`, `Could not connect: ECONNREFUSED`); null when it succeeded',
  })
  lastError!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the last attempt was made (DateTimeISO)' }) lastAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (DateTimeISO); null when delivered or dead' }) nextAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the endpoint accepted it (DateTimeISO)' }) deliveredAt!: Date | null;
  @Field({ description: 'When the event was emitted for this endpoint (DateTimeISO); the list is newest first' }) createdAt!: Date;
  @Field({ description: 'The exact JSON body POSTed: `{ id, type, createdAt, data }`' }) body!: string;
}

export const WebhookDeliveryPage = Paginated(WebhookDeliveryType, 'WebhookDeliveryPage');

export const WebhookErrors = domainErrors('Webhook', { ...COMMON_CODES });

export const WebhookEndpointPayload = Payload('WebhookEndpointPayload', WebhookErrors, 'The endpoint after the change, or why it could not be made', {
  endpoint: { type: () => WebhookEndpointType, description: 'The endpoint after the change' },
});

export const WebhookEndpointSecretPayload = Payload(
  'WebhookEndpointSecretPayload',
  WebhookErrors,
  'A new or re-keyed endpoint with its signing secret, shown this once',
  {
    endpoint: { type: () => WebhookEndpointType, description: 'The endpoint' },
    secret: { type: () => String, description: 'The signing secret (`whsec_…`): store it now, it is never shown again. Verify X-Shop-Signature with it' },
  },
);

export const WebhookDeliveryPayload = Payload('WebhookDeliveryPayload', WebhookErrors, 'The delivery after the change, or why it could not be made', {
  delivery: { type: () => WebhookDeliveryType, description: 'The delivery, pending again' },
});

export const DeleteWebhookEndpointPayload = DeletePayload('DeleteWebhookEndpointPayload', WebhookErrors, 'WebhookEndpoint');
