// A generic page type: ProductPage, OrderPage, … are Paginated(Product), Paginated(Order), …
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { MAX_PAGE_SIZE } from './limits';

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

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

/** Page window from caller input: limit 1…100 (default `fallback`), offset ≥ 0. Values outside are clamped. */
export function pageWindow(limit: unknown, offset: unknown, fallback = 20): { limit: number; offset: number } {
  const l = Number(limit ?? fallback);
  const o = Number(offset ?? 0);
  return {
    limit: Number.isFinite(l) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(l))) : fallback,
    offset: Number.isFinite(o) ? Math.max(0, Math.trunc(o)) : 0,
  };
}
