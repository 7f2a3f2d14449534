import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { WebhooksContext } from './webhooks.context';
import { listCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import {
  DeleteWebhookEndpointPayload,
  WebhookDeliveryPage,
  WebhookDeliveryPayload,
  WebhookEndpointPayload,
  WebhookEndpointSecretPayload,
  WebhookEndpointType,
  WebhookErrors,
} from './webhook.type';
import {
  CreateWebhookEndpointInput,
  ResendWebhookDeliveryInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveryListArgs,
  WebhookEndpointIdInput,
} from './webhook.input';

@Resolver()
export class WebhookResolver {
  @Authorized('admin')
  @Query(() => [WebhookEndpointType], { description: '(admin) Every webhook endpoint, newest first' })
  webhookEndpoints(@Ctx() { ctx, services }: WebhooksContext) {
    return services.webhooks.endpoints(ctx);
  }

  @Authorized('admin')
  @Query(() => WebhookDeliveryPage, {
    complexity: listCost,
    description: '(admin) Recent webhook deliveries, newest first, with their status codes, attempts and next attempt',
  })
  webhookDeliveries(@Args() args: WebhookDeliveryListArgs, @Ctx() { ctx, services }: WebhooksContext) {
    return services.webhooks.deliveries(ctx, args);
  }

  @Authorized('admin')
  @Mutation(() => WebhookEndpointSecretPayload, { description: '(admin) Registers an endpoint; the answer carries its signing secret, shown this once' })
  createWebhookEndpoint(@Arg('input', { description: 'The URL and the events' }) input: CreateWebhookEndpointInput, @Ctx() { ctx, services }: WebhooksContext) {
    return payload(WebhookErrors, () => services.webhooks.create(ctx, input));
  }

  @Authorized('admin')
  @Mutation(() => WebhookEndpointPayload, { description: '(admin) Changes an endpoint’s URL, events, note or pauses/resumes it' })
  updateWebhookEndpoint(
    @Arg('input', { description: 'The endpoint’s id and the fields to change' }) { id, ...input }: UpdateWebhookEndpointInput,
    @Ctx() { ctx, services }: WebhooksContext,
  ) {
    return payload(WebhookErrors, async () => ({ endpoint: await services.webhooks.update(ctx, id, input) }));
  }

  @Authorized('admin')
  @Mutation(() => WebhookEndpointSecretPayload, {
    description: '(admin) Replaces an endpoint’s signing secret; the new one is shown this once and signs every delivery from now on',
  })
  rotateWebhookSecret(@Arg('input', { description: 'The endpoint' }) { id }: WebhookEndpointIdInput, @Ctx() { ctx, services }: WebhooksContext) {
    return payload(WebhookErrors, () => services.webhooks.rotateSecret(ctx, id));
  }

  @Authorized('admin')
  @Mutation(() => DeleteWebhookEndpointPayload, { description: '(admin) Deletes an endpoint and its deliveries' })
  deleteWebhookEndpoint(@Arg('input', { description: 'The endpoint' }) { id }: WebhookEndpointIdInput, @Ctx() { ctx, services }: WebhooksContext) {
    return payload(WebhookErrors, async () => ({ deletedId: await services.webhooks.delete(ctx, id) }));
  }

  @Authorized('admin')
  @Mutation(() => WebhookDeliveryPayload, { description: '(admin) Sends a delivery again now (any status), with a fresh retry window' })
  resendWebhookDelivery(@Arg('input', { description: 'The delivery' }) { id }: ResendWebhookDeliveryInput, @Ctx() { ctx, services }: WebhooksContext) {
    return payload(WebhookErrors, async () => ({ delivery: await services.webhooks.resend(ctx, id) }));
  }
}
