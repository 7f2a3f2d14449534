import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { allRowsCost } from '../graphql/limits';
import { payload } from '../graphql/payload';
import { CatalogErrors } from './catalog.errors';
import { CategoryInput, DeleteCategoryInput, UpdateCategoryInput } from './category.input';
import { CategoryPayload, CategoryType, DeleteCategoryPayload } from './category.type';

@Resolver(() => CategoryType)
export class CategoryResolver {
  @Query(() => [CategoryType], { complexity: allRowsCost })
  categories(@Ctx() { ctx, services }: GraphQLContext) {
    return services.categories.list(ctx);
  }

  /** Uses the count the service already has (categories list), else one batched GROUP BY. */
  @FieldResolver(() => Int)
  productCount(@Root() category: CategoryType, @Ctx() { loaders }: GraphQLContext) {
    return typeof category.productCount === 'number' ? category.productCount : loaders.productCountByCategory.load(category.id);
  }
}

@Resolver()
export class CategoryAdminResolver {
  @Authorized('admin')
  @Mutation(() => CategoryPayload, { description: '(admin) A new category; DUPLICATE_CATEGORY when the name is taken' })
  createCategory(@Arg('input') input: CategoryInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CatalogErrors, async () => ({ category: await services.categories.create(ctx, input) }));
  }

  @Authorized('admin')
  @Mutation(() => CategoryPayload, { description: '(admin) Renames or re-describes a category' })
  updateCategory(@Arg('input') { id, ...input }: UpdateCategoryInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CatalogErrors, async () => ({ category: await services.categories.update(ctx, id, input) }));
  }

  @Authorized('admin')
  @Mutation(() => DeleteCategoryPayload, { description: '(admin) CATEGORY_NOT_EMPTY while the category still has products' })
  deleteCategory(@Arg('input') { id }: DeleteCategoryInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CatalogErrors, async () => ({ deletedId: (await services.categories.delete(ctx, id)).id }));
  }
}
