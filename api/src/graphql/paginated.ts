// A generic page type: ProductPage, OrderPage, … are Paginated(Product), Paginated(Order), …
// The page shape and window rules themselves are layer-neutral: common/paging.ts.
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { MAX_OFFSET, MAX_PAGE_SIZE, type Page } from '../common/paging';

export function Paginated<T extends object>(Item: ClassType<T>, name: string) {
  const item = name.replace(/Page$/, '');
  @ObjectType(name, {
    description: `One page of a ${item} list. The next page is \`offset: offset + limit\`; there is one while \`offset + items.length < total\`.`,
  })
  class PageClass implements Page<T> {
    @Field(() => [Item], { description: `The ${item} rows of this page, in the list's order; empty past the end` })
    items!: T[];
    @Field(() => Int, { description: 'All matching rows, not just this page' }) total!: number;
    @Field(() => Int, { description: `The page size actually used: the requested limit clamped to 1…${MAX_PAGE_SIZE}` })
    limit!: number;
    @Field(() => Int, { description: `Rows skipped before this page: the requested offset clamped to 0…${MAX_OFFSET.toLocaleString('en-US')}` })
    offset!: number;
  }
  return PageClass;
}
