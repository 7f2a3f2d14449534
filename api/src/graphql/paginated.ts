// A generic page type: ProductPage, OrderPage, … are Paginated(Product), Paginated(Order), …
// The page shape and window rules themselves are layer-neutral: common/paging.ts.
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { Page } from '../common/paging';

export function Paginated<T extends object>(Item: ClassType<T>, name: string) {
  @ObjectType(name)
  class PageClass implements Page<T> {
    @Field(() => [Item]) items!: T[];
    @Field(() => Int, { description: 'All matching rows, not just this page' }) total!: number;
    @Field(() => Int) limit!: number;
    @Field(() => Int) offset!: number;
  }
  return PageClass;
}
