// GraphQL shapes only; the rules and messages live in webhook.schemas.ts, applied by the service.
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { WebhookDeliveryStatusEnum, WebhookEventTypeEnum } from './webhook.type';

@InputType({ description: '(admin) A new webhook endpoint' })
export class CreateWebhookEndpointInput {
  @Field({ description: 'http:// or https:// URL that will receive POSTs; no user or password in it, and not this shop itself' }) url!: string;
  @Field(() => [WebhookEventTypeEnum], { description: 'The events to receive, at least one' }) events!: string[];
  @Field(() => String, { nullable: true, description: 'A note for the admins (up to 200 characters)' }) description?: string | null;
}

@InputType({ description: '(admin) An endpoint’s id and the fields to change; a field left out (or null) keeps its value' })
export class UpdateWebhookEndpointInput {
  @Field(() => ID, { description: 'The endpoint to change' }) id!: string;
  @Field(() => String, { nullable: true, description: 'A new URL (same rules as on creation)' }) url?: string | null;
  @Field(() => [WebhookEventTypeEnum], { nullable: true, description: 'The new list of events, at least one' }) events?: string[] | null;
  @Field(() => String, { nullable: true, description: 'A new note (up to 200 characters)' }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'false pauses the endpoint, true resumes it' }) active?: boolean | null;
}

@InputType({ description: '(admin) The endpoint to act on' })
export class WebhookEndpointIdInput {
  @Field(() => ID, { description: 'The endpoint’s id' }) id!: string;
}

@InputType({ description: '(admin) The delivery to send again' })
export class ResendWebhookDeliveryInput {
  @Field(() => ID, { description: 'The delivery’s id' }) id!: string;
}

@ArgsType()
export class WebhookDeliveryListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'Page size, 1–100 (values outside are clamped); 25 when left out' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'How many deliveries to skip; 0 when left out' }) offset?: number | null;
  @Field(() => ID, { nullable: true, description: 'Only the deliveries of this endpoint' }) endpointId?: string | null;
  @Field(() => WebhookDeliveryStatusEnum, { nullable: true, description: 'Only the deliveries in this status' }) status?: string | null;
}
