import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { allRowsCost } from '../graphql/limits';
import { CategoryInput } from './category.input';
import { CategoryType } from './category.type';

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
  @Mutation(() => CategoryType)
  createCategory(@Arg('input') input: CategoryInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.categories.create(ctx, input);
  }

  @Authorized('admin')
  @Mutation(() => CategoryType)
  updateCategory(@Arg('id', () => ID) id: string, @Arg('input') input: CategoryInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.categories.update(ctx, id, input);
  }

  @Authorized('admin')
  @Mutation(() => ID, { description: 'CONFLICT while the category still has products.' })
  async deleteCategory(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GraphQLContext) {
    return (await services.categories.delete(ctx, id)).id;
  }
}
