import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeletePayload, Payload } from '../../platform/graphql/payload';
import { CatalogErrors } from './catalog.errors';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { Paginated } from '../../platform/graphql/paginated';
import { CategoryType } from './category.type';

export enum ProductSort {
  FEATURED = 'FEATURED',
  PRICE_LOW = 'PRICE_LOW',
  PRICE_HIGH = 'PRICE_HIGH',
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  POPULAR = 'POPULAR',
  NAME_ASC = 'NAME_ASC',
  NAME_DESC = 'NAME_DESC',
  STOCK_ASC = 'STOCK_ASC',
  STOCK_DESC = 'STOCK_DESC',
  RELEVANCE = 'RELEVANCE',
}
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'The order of the product list. Ties are broken by id, so paging never repeats or skips a product.',
  valuesConfig: {
    FEATURED: { description: 'Featured products first, then newest first (the default without a search)' },
    PRICE_LOW: { description: 'Cheapest first' },
    PRICE_HIGH: { description: 'Dearest first' },
    NEWEST: { description: 'Most recently added first' },
    OLDEST: { description: 'Earliest added first' },
    POPULAR: { description: 'Most units sold first (cancelled orders do not count), then newest' },
    NAME_ASC: { description: 'By name, A to Z' },
    NAME_DESC: { description: 'By name, Z to A' },
    STOCK_ASC: { description: 'Fewest units in stock first (the admin’s restock view)' },
    STOCK_DESC: { description: 'Most units in stock first' },
    RELEVANCE: {
      description: 'With a search (the default then): products with every word in the name first, then those matching through the description, each in the FEATURED order. Without a search, the same as FEATURED',
    },
  },
});

@ObjectType('ProductVariant', { description: 'One size × colour of a product: the unit of stock. size/color are null when the product has no sizes/colours.' })
export class ProductVariantType {
  @Field(() => ID, { description: 'The variant’s id: what cart lines and order lines point at' }) id!: string;
  @Field(() => ID, { description: 'The product this variant belongs to (Product.id)' }) productId!: string;
  @Field({ description: 'Stock-keeping unit, unique across the shop, upper-case: 1–40 letters, digits, dots, dashes or slashes, e.g. KUR-TEAL-M' })
  sku!: string;
  @Field(() => String, { nullable: true, description: 'One of the product’s `sizes`, e.g. "M" or "32"; null when the product has no sizes' })
  size!: string | null;
  @Field(() => String, { nullable: true, description: 'One of the product’s `colors`, e.g. "Teal"; null when the product has no colours' })
  color!: string | null;
  @Field(() => Int, { description: 'Units on hand now, 0 or more; orders take from it and cancellations give back' }) stock!: number;
  @Field({ description: 'Whether it can be bought now: stock > 0' }) available!: boolean;
}

@ObjectType('ProductRating', { description: 'What verified buyers think of a product: only published reviews count; never an invented figure' })
export class ProductRatingType {
  @Field(() => Float, { nullable: true, description: 'Average stars, 1.0–5.0 to one decimal; null when nobody has reviewed it yet' }) average!: number | null;
  @Field(() => Int, { description: 'How many published reviews; 0 when none' }) count!: number;
}

@ObjectType('Product', { description: 'Something the shop sells, with its price in rupees and its stock per size × colour (`variants`). Public: anyone may read every field.' })
export class ProductType {
  @Field(() => ID, { description: 'The product’s id (a UUID); the storefront’s product page is /product/<id>' }) id!: string;
  @Field({ description: 'The name shown on cards and the product page (1–200 characters)' }) name!: string;
  @Field({ description: 'Plain text, up to 5000 characters; "" when there is none' }) description!: string;
  @Field(() => MoneyScalar, { description: 'The selling price of one unit in rupees, e.g. "1299.00"' }) price!: unknown;
  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'The earlier price in rupees, shown struck through when above `price` (the product is then on sale); null when there is none',
  })
  originalPrice!: unknown;
  @Field(() => Int, { description: 'Percent off, 0–100: round((original − price) / original × 100) when the original price is higher, else 0' })
  discountPercent!: number;
  @Field(() => ID, { description: 'The category the product is listed under (Category.id)' }) categoryId!: string;
  /** The category read with the product (`product(id)`), else ProductResolver's categoryById loader. */
  @Field(() => CategoryType, { nullable: true, description: 'The category itself; null only if it vanished mid-request' }) category?: CategoryType | null;
  @Field(() => [String], { description: 'Picture URLs, the first is the main one (1–20): absolute http(s) URLs or paths on this shop such as /media/…' })
  images!: string[];
  @Field(() => [String], {
    description: 'The alt text of each picture, by position in `images` (the same length); "" where none was given: describe the picture with the product’s name then',
  })
  imageAlts!: string[];
  @Field(() => [String], { description: 'The sizes the product is sold in, in display order, e.g. ["S", "M", "L"]; empty for one-size products' }) sizes!: string[];
  @Field(() => [String], { description: 'The colours the product is sold in, in display order, e.g. ["Teal", "Maroon"]; empty when there is no choice' }) colors!: string[];
  @Field(() => Int, { description: "Units on hand over all variants: the sum of the variants' stock" }) stock!: number;
  /** Resolved by ProductResolver (a loader, or the variants a write already read). */
  @Field(() => [ProductVariantType], { description: 'One per size × colour, in display order (sizes, then colours)' })
  variants?: ProductVariantType[];
  @Field({ description: 'Whether any variant can be bought: stock > 0' }) inStock!: boolean;
  @Field(() => ProductRatingType, { description: 'The real rating from verified buyers’ published reviews (`reviews` lists them)' }) rating!: ProductRatingType;
  @Field({ description: 'Picked by the shop for the home page; FEATURED sorting puts these first' }) featured!: boolean;
  @Field({ description: 'When the product was added (DateTimeISO); NEWEST/OLDEST sort by it' }) createdAt!: Date;
  @Field({ description: 'When the product last changed, by an edit or by a sale (DateTimeISO)' }) updatedAt!: Date;
}

export const ProductPage = Paginated(ProductType, 'ProductPage', { capped: true });

export const ProductPayload = Payload('ProductPayload', CatalogErrors, 'The product after the change, or why it could not be made', {
  product: { type: () => ProductType, description: 'The product after the change' },
});

export const DeleteProductPayload = DeletePayload('DeleteProductPayload', CatalogErrors, 'Product');
