import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { SeoContext } from './seo.context';
import { allRowsCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import { DeleteSeoMetaPayload, SeoErrors, SeoMetaPayload, SeoMetaType } from './seo.type';
import { DeleteSeoMetaInput, SeoMetaInput, UpdateSeoMetaInput } from './seo.input';
import type { ApiKeyScope } from '../../platform/common/context';

@Resolver(() => SeoMetaType)
export class SeoResolver {
  @Query(() => SeoMetaType, { nullable: true, description: 'Public: the SEO metadata of a page; null for an unknown page or one without an entry.' })
  seo(@Arg('pageName', { description: 'One of: home, shop, about, contact, product, cart, checkout, account; any letter case' }) pageName: string, @Ctx() { ctx, services }: SeoContext) {
    return services.seo.findByPage(ctx, pageName);
  }

  @Authorized<ApiKeyScope>('admin')
  @Query(() => [SeoMetaType], { complexity: allRowsCost, description: '(admin) Every SEO entry, in the order of the page list (home first).' })
  seoMetas(@Ctx() { ctx, services }: SeoContext) {
    return services.seo.list(ctx);
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => SeoMetaPayload, { description: '(admin) Head tags for one page; DUPLICATE_PAGE when the page has an entry already' })
  createSeoMeta(@Arg('input', { description: 'The page and its head tags' }) input: SeoMetaInput, @Ctx() { ctx, services }: SeoContext) {
    return payload(SeoErrors, async () => ({ seoMeta: await services.seo.create(ctx, input) }));
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => SeoMetaPayload, { description: '(admin) Replaces an SEO entry’s fields; DUPLICATE_PAGE when moved to a page that has one' })
  updateSeoMeta(@Arg('input', { description: 'The entry’s id and all its fields' }) { id, ...input }: UpdateSeoMetaInput, @Ctx() { ctx, services }: SeoContext) {
    return payload(SeoErrors, async () => ({ seoMeta: await services.seo.update(ctx, id, input) }));
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => DeleteSeoMetaPayload, { description: '(admin) Deletes an SEO entry; `seo` answers null for that page from then on' })
  deleteSeoMeta(@Arg('input', { description: 'The entry’s id' }) { id }: DeleteSeoMetaInput, @Ctx() { ctx, services }: SeoContext) {
    return payload(SeoErrors, async () => ({ deletedId: await services.seo.delete(ctx, id) }));
  }
}
