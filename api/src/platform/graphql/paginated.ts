// A generic page type: ProductPage, OrderPage, … are Paginated(Product), Paginated(Order), …
// The page shape and window rules themselves are layer-neutral: common/paging.ts.
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { MAX_OFFSET, MAX_PAGE_SIZE, type Page } from '../common/paging';

export interface PageOptions {
  /** The list may stop counting (common/paging.ts COUNT_CAP): adds totalCapped and hasNextPage. */
  capped?: boolean;
  /** The list also pages by keyset: adds endCursor and hasNextPage. */
  cursor?: boolean;
}

export function Paginated<T extends object>(Item: ClassType<T>, name: string, options: PageOptions = {}) {
  const item = name.replace(/Page$/, '');
  @ObjectType(name, {
    description: `One page of a ${item} list. The next page is \`offset: offset + limit\`; there is one while \`offset + items.length < total\`.`,
  })
  class PageClass implements Page<T> {
    @Field(() => [Item], { description: `The ${item} rows of this page, in the list's order; empty past the end` })
    items!: T[];
    @Field(() => Int, { description: options.capped ? 'All matching rows, not just this page; a lower bound when `totalCapped`' : 'All matching rows, not just this page' })
    total!: number;
    @Field(() => Int, { description: `The page size actually used: the requested limit clamped to 1…${MAX_PAGE_SIZE}` })
    limit!: number;
    @Field(() => Int, { description: `Rows skipped before this page: the requested offset clamped to 0…${MAX_OFFSET.toLocaleString('en-US')}` })
    offset!: number;
  }
  // Added fields only where the list provides them, so the other page types keep their exact shape.
  if (options.capped || options.cursor) {
    Field(() => Boolean, { description: 'Whether a page follows this one (exact, even when `total` is a lower bound)' })(PageClass.prototype, 'hasNextPage');
  }
  if (options.capped) {
    Field(() => Boolean, {
      description: 'True when the matches were counted only up to a bound: there are at least `total` of them (1,001 reads "more than 1,000"). False: `total` is exact.',
    })(PageClass.prototype, 'totalCapped');
  }
  if (options.cursor) {
    Field(() => String, { nullable: true, description: 'Opaque cursor after the last row of this page: pass it as `after` for the next page; null on the last page' })(
      PageClass.prototype,
      'endCursor',
    );
  }
  return PageClass;
}
