import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CatalogContext } from './catalog.context';
import { allRowsCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import { CatalogErrors } from './catalog.errors';
import { CategoryInput, DeleteCategoryInput, UpdateCategoryInput } from './category.input';
import { CategoryPayload, CategoryType, DeleteCategoryPayload } from './category.type';
import type { ApiKeyScope } from '../../platform/common/context';

@Resolver(() => CategoryType)
export class CategoryResolver {
  @Query(() => [CategoryType], { complexity: allRowsCost, description: 'Public: every category in shop order (Men, Women, Kids, Elders as seeded; new ones last), each with its product count.' })
  categories(@Ctx() { ctx, services }: CatalogContext) {
    return services.categories.list(ctx);
  }

  /** Uses the count the service already has (categories list), else one batched GROUP BY. */
  @FieldResolver(() => Int, { description: 'How many products are listed under the category, in stock or not' })
  productCount(@Root() category: CategoryType, @Ctx() { loaders }: CatalogContext) {
    return typeof category.productCount === 'number' ? category.productCount : loaders.productCountByCategory.load(category.id);
  }
}

@Resolver()
export class CategoryAdminResolver {
  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => CategoryPayload, { description: '(admin) A new category; DUPLICATE_CATEGORY when the name is taken' })
  createCategory(@Arg('input', { description: 'The new category’s name, description and picture' }) input: CategoryInput, @Ctx() { ctx, services }: CatalogContext) {
    return payload(CatalogErrors, async () => ({ category: await services.categories.create(ctx, input) }));
  }

  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => CategoryPayload, { description: '(admin) Replaces a category’s name, description and picture; the slug follows the name. DUPLICATE_CATEGORY when the new name is taken' })
  updateCategory(@Arg('input', { description: 'The category’s id and all its fields' }) { id, ...input }: UpdateCategoryInput, @Ctx() { ctx, services }: CatalogContext) {
    return payload(CatalogErrors, async () => ({ category: await services.categories.update(ctx, id, input) }));
  }

  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => DeleteCategoryPayload, { description: '(admin) Deletes an empty category; CATEGORY_NOT_EMPTY while products are still listed under it (they are never deleted as a side effect)' })
  deleteCategory(@Arg('input', { description: 'The category’s id' }) { id }: DeleteCategoryInput, @Ctx() { ctx, services }: CatalogContext) {
    return payload(CatalogErrors, async () => ({ deletedId: (await services.categories.delete(ctx, id)).id }));
  }
}
