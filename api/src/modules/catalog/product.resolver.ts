import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CatalogContext } from './catalog.context';
import { listCost } from '../../platform/graphql/limits';
import { CategoryType } from './category.type';
import { orNull, payload } from '../../platform/graphql/payload';
import { CatalogErrors } from './catalog.errors';
import { DeleteProductInput, ProductInput, UpdateProductInput } from './product.input';
import { ProductsArgs } from './product.args';
import { DeleteProductPayload, ProductPage, ProductPayload, ProductType, ProductVariantType } from './product.type';
import { toVariantView } from './variant.view';
import type { ApiKeyScope } from '../../platform/common/context';

@Resolver(() => ProductType)
export class ProductResolver {
  @Query(() => ProductPage, {
    complexity: listCost,
    description: 'Public: the shop list with filters, sort (default RELEVANCE with a search, FEATURED without) and paging (limit 1–100, default 12); `total` counts every match.',
  })
  products(@Args() args: ProductsArgs, @Ctx() { ctx, services }: CatalogContext) {
    return services.products.list(ctx, args);
  }

  @Query(() => ProductType, { nullable: true, description: 'Public: a product by id; null for an unknown or malformed id (or a deleted product).' })
  product(@Arg('id', () => ID, { description: 'The product’s id (Product.id)' }) id: string, @Ctx() { ctx, services }: CatalogContext) {
    return orNull(() => services.products.getWithCategory(ctx, id));
  }

  /** The category the product was read with (the product page), else one batched look-up for the page. */
  @FieldResolver(() => CategoryType, { nullable: true })
  category(@Root() product: ProductType, @Ctx() { loaders }: CatalogContext) {
    return product.category !== undefined ? product.category : loaders.categoryById.load(product.categoryId);
  }

  @FieldResolver(() => [ProductVariantType])
  async variants(@Root() product: ProductType, @Ctx() { loaders }: CatalogContext) {
    return (await loaders.variantsByProduct.load(product.id)).map(toVariantView);
  }

  @FieldResolver(() => Int, { description: 'How many variants have no stock' })
  async soldOutVariants(@Root() product: ProductType, @Ctx() { loaders }: CatalogContext) {
    return (await loaders.variantsByProduct.load(product.id)).filter((v) => v.stock <= 0).length;
  }

  @FieldResolver(() => Boolean, { description: 'Any variant at or below the low-stock threshold (LOW_STOCK_THRESHOLD, default 3)' })
  async lowStock(@Root() product: ProductType, @Ctx() { loaders, services }: CatalogContext) {
    return (await loaders.variantsByProduct.load(product.id)).some((v) => v.stock <= services.products.lowStockThreshold);
  }
}

@Resolver()
export class ProductAdminResolver {
  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => ProductPayload, { description: '(admin) A new product with its stock grid; CONFLICT when an SKU is already in use' })
  createProduct(@Arg('input', { description: 'The whole product with its stock grid' }) input: ProductInput, @Ctx() { ctx, services }: CatalogContext) {
    return payload(CatalogErrors, async () => ({ product: await services.products.create(ctx, input) }));
  }

  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => ProductPayload, { description: '(admin) Replaces a product’s fields; variants left out keep their stock' })
  updateProduct(@Arg('input', { description: 'The product’s id and all its fields' }) { id, ...input }: UpdateProductInput, @Ctx() { ctx, services }: CatalogContext) {
    return payload(CatalogErrors, async () => ({ product: await services.products.update(ctx, id, input) }));
  }

  @Authorized<ApiKeyScope>('catalogue_write')
  @Mutation(() => DeleteProductPayload, { description: '(admin) Deletes a product and its variants; past orders keep their item snapshot (name, price, size, colour).' })
  deleteProduct(@Arg('input', { description: 'The product’s id' }) { id }: DeleteProductInput, @Ctx() { ctx, services }: CatalogContext) {
    return payload(CatalogErrors, async () => ({ deletedId: (await services.products.delete(ctx, id)).id }));
  }
}
