import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { allRowsCost } from '../graphql/limits';
import { payload } from '../graphql/payload';
import { DeleteSeoMetaPayload, SeoErrors, SeoMetaPayload, SeoMetaType } from './seo.type';
import { DeleteSeoMetaInput, SeoMetaInput, UpdateSeoMetaInput } from './seo.input';

@Resolver(() => SeoMetaType)
export class SeoResolver {
  @Query(() => SeoMetaType, { nullable: true, description: 'Public: the SEO metadata of a page; null when there is none.' })
  seo(@Arg('pageName') pageName: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.seo.findByPage(ctx, pageName);
  }

  @Authorized('admin')
  @Query(() => [SeoMetaType], { complexity: allRowsCost })
  seoMetas(@Ctx() { ctx, services }: GraphQLContext) {
    return services.seo.list(ctx);
  }

  @Authorized('admin')
  @Mutation(() => SeoMetaPayload, { description: '(admin) Title and description for one page; DUPLICATE_PAGE when the page has one' })
  createSeoMeta(@Arg('input') input: SeoMetaInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(SeoErrors, async () => ({ seoMeta: await services.seo.create(ctx, input) }));
  }

  @Authorized('admin')
  @Mutation(() => SeoMetaPayload, { description: '(admin) Replaces an SEO entry’s fields' })
  updateSeoMeta(@Arg('input') { id, ...input }: UpdateSeoMetaInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(SeoErrors, async () => ({ seoMeta: await services.seo.update(ctx, id, input) }));
  }

  @Authorized('admin')
  @Mutation(() => DeleteSeoMetaPayload, { description: '(admin) Deletes an SEO entry' })
  deleteSeoMeta(@Arg('input') { id }: DeleteSeoMetaInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(SeoErrors, async () => ({ deletedId: await services.seo.delete(ctx, id) }));
  }
}
