import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { allRowsCost } from '../graphql/limits';
import { SeoMetaType } from './seo.type';
import { SeoMetaInput } from './seo.input';

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
  @Mutation(() => SeoMetaType)
  createSeoMeta(@Arg('input') input: SeoMetaInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.seo.create(ctx, input);
  }

  @Authorized('admin')
  @Mutation(() => SeoMetaType)
  updateSeoMeta(@Arg('id', () => ID) id: string, @Arg('input') input: SeoMetaInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.seo.update(ctx, id, input);
  }

  @Authorized('admin')
  @Mutation(() => ID, { description: 'Returns the deleted id.' })
  deleteSeoMeta(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.seo.delete(ctx, id);
  }
}
