// GraphQL enums over values the database keeps in lower case (order and payment statuses, payment
// methods, coupon types, roles). Clients see SCREAMING_SNAKE names, as GraphQL style and codegen
// expect; the names the API answered before stay accepted in inputs as deprecated aliases, so no
// client's query breaks. graphql-js serialises an internal value by the last name declared for it,
// so the new names are declared after the aliases and every answer uses them. Resolvers and services
// keep working with the stored values ('pending', 'card', …): only the names on the wire change.
import { registerEnumType } from 'type-graphql';

export interface CasedValue<V extends string> {
  /** The stored value; it is also the deprecated alias's name. */
  value: V;
  description: string;
}

/**
 * Registers enum `name` with one SCREAMING_SNAKE name per value (the keys of `values`) and the
 * stored value as a deprecated alias of it. Returns the object to pass to `@Field(() => …)`.
 */
export function registerCasedEnum<V extends string>(name: string, description: string, values: Record<string, CasedValue<V>>): Record<string, V> {
  const entries = Object.entries(values);
  const aliases = entries.filter(([newName, { value }]) => newName !== value);
  const names: Array<[string, V]> = [
    ...aliases.map(([, { value }]): [string, V] => [value, value]),
    ...entries.map(([newName, { value }]): [string, V] => [newName, value]),
  ];
  const enumObject: Record<string, V> = Object.fromEntries(names);
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries<{ description: string; deprecationReason?: string }>([
      ...aliases.map(([newName, { value, description: text }]): [string, { description: string; deprecationReason: string }] => [
        value,
        { description: text, deprecationReason: `Use ${newName}` },
      ]),
      ...entries.map(([newName, { description: text }]): [string, { description: string }] => [newName, { description: text }]),
    ]),
  });
  return enumObject;
}

/** The stored values of an enum made by registerCasedEnum. */
export type EnumValueOf<E extends Record<string, string>> = E[keyof E];
