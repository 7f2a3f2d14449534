import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { StockAlertsContext } from './stock-alerts.context';
import { listCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import type { ApiKeyScope } from '../../platform/common/context';
import { ProductType, ProductVariantType, toVariantView } from '../catalog';
import type { StockAlert } from './stock-alert.service';
import { CancelStockAlertByLinkInput, CancelStockAlertInput, ConfirmStockAlertInput, SubscribeStockAlertInput } from './stock-alert.input';
import { StockAlertDemandArgs } from './stock-alert.args';
import {
  CancelStockAlertByLinkPayload,
  CancelStockAlertPayload,
  ConfirmStockAlertPayload,
  ProductStockAlertsPage,
  StockAlertErrors,
  StockAlertPayload,
  StockAlertType,
} from './stock-alert.type';

@Resolver(() => StockAlertType)
export class StockAlertResolver {
  @Mutation(() => StockAlertPayload, {
    description:
      'Public: asks for one e-mail when a sold-out variant is back in stock (signed in: to the account’s address; a guest gives one). Signed in with a confirmed address: the alert is live at once (asking again answers it with alreadyWaiting: true). Anyone else: confirmationRequired, and a link is e-mailed that makes the alert live — the same answer whether or not the address already waits.',
  })
  subscribeStockAlert(
    @Arg('input', { description: 'The sold-out variant, and a guest’s e-mail' }) input: SubscribeStockAlertInput,
    @Ctx() { ctx, services }: StockAlertsContext,
  ) {
    return payload(StockAlertErrors, async () => services.stockAlerts.subscribe(ctx, { variantId: input.variantId, email: input.email }));
  }

  @Mutation(() => ConfirmStockAlertPayload, {
    description:
      'Public: makes a pending back-in-stock alert live with the token of the link e-mailed to its address (valid 7 days, used once). INVALID_CONFIRMATION_TOKEN for an unknown, used or expired token.',
  })
  confirmStockAlert(@Arg('input', { description: 'The token from the confirmation link' }) input: ConfirmStockAlertInput, @Ctx() { ctx, services }: StockAlertsContext) {
    return payload(StockAlertErrors, async () => ({ stockAlert: await services.stockAlerts.confirm(ctx, input) }));
  }

  @Mutation(() => CancelStockAlertByLinkPayload, {
    description:
      'Public: stops a back-in-stock alert from the signed link in its e-mails, without signing in. INVALID_CANCEL_LINK when the shop did not sign the link; the same answer whether the alert was still open or already gone.',
  })
  cancelStockAlertByLink(@Arg('input', { description: 'The alert id and signature from the link' }) input: CancelStockAlertByLinkInput, @Ctx() { ctx, services }: StockAlertsContext) {
    return payload(StockAlertErrors, async () => ({ message: await services.stockAlerts.cancelByLink(ctx, input) }));
  }

  @Authorized()
  @Query(() => [StockAlertType], {
    description: `The signed-in shopper’s open back-in-stock alerts (waiting, and pending ones that wait for the link e-mailed to the address), newest first (once the account’s address is confirmed, also those asked for as a guest with it; at most 100). People only: an API key is refused.`,
  })
  myStockAlerts(@Ctx() { ctx, services }: StockAlertsContext) {
    return services.stockAlerts.mine(ctx);
  }

  @Authorized()
  @Mutation(() => CancelStockAlertPayload, { description: 'Stops one of the signed-in shopper’s open back-in-stock alerts: no e-mail will come for it.' })
  cancelStockAlert(@Arg('input', { description: 'The alert to stop' }) { id }: CancelStockAlertInput, @Ctx() { ctx, services }: StockAlertsContext) {
    return payload(StockAlertErrors, () => services.stockAlerts.cancel(ctx, id));
  }

  @FieldResolver(() => ProductType, { nullable: true, description: 'The product as it is now; null once it is deleted' })
  product(@Root() alert: StockAlert, @Ctx() { loaders }: StockAlertsContext) {
    return loaders.productById.load(alert.productId);
  }

  @FieldResolver(() => ProductVariantType, { nullable: true, description: 'The size × colour waited for, with its stock now; null once it is removed' })
  async variant(@Root() alert: StockAlert, @Ctx() { loaders }: StockAlertsContext) {
    const variant = (await loaders.variantsByProduct.load(alert.productId)).find((v) => v.id === alert.variantId);
    return variant ? toVariantView(variant) : null;
  }

  @Authorized<ApiKeyScope>('catalogue_read')
  @Query(() => ProductStockAlertsPage, {
    complexity: listCost,
    description: '(admin) Products with shoppers waiting for a sold-out variant, most waited-for first, with the count per variant: what to restock first.',
  })
  async stockAlertDemand(@Args() args: StockAlertDemandArgs, @Ctx() { ctx, services }: StockAlertsContext) {
    const page = await services.stockAlerts.demand(ctx, args);
    return {
      ...page,
      items: page.items.map(({ productId, variants, ...p }) => ({
        ...p,
        id: productId,
        variants: variants.map(({ variantId, ...v }) => ({ ...v, id: variantId })),
      })),
    };
  }
}

@Resolver(() => ProductType)
export class ProductStockAlertsResolver {
  @Authorized<ApiKeyScope>('catalogue_read')
  @FieldResolver(() => Int, { nullable: true, description: '(admin) Shoppers waiting for any of its sold-out variants (back-in-stock alerts)' })
  waitingAlerts(@Root() product: ProductType, @Ctx() { loaders }: StockAlertsContext) {
    return loaders.waitingAlertsByProduct.load(product.id);
  }
}

@Resolver(() => ProductVariantType)
export class VariantStockAlertsResolver {
  @Authorized<ApiKeyScope>('catalogue_read')
  @FieldResolver(() => Int, { nullable: true, description: '(admin) Shoppers waiting for this variant to be back in stock' })
  waitingAlerts(@Root() variant: ProductVariantType, @Ctx() { loaders }: StockAlertsContext) {
    return loaders.waitingAlertsByVariant.load(variant.id);
  }
}
