// Every field of Query and Mutation, read from the built schema: its arguments as fuzz shapes (from their
// input types) and a minimal selection of the result's scalar fields. The fuzz test sends each with
// generated arguments, as variables or as inline literals.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { kindForName, LINE, type PoolName, type Shape } from './values';

export interface GraphQLOperation {
  kind: 'query' | 'mutation';
  field: string;
  args: Array<{ name: string; type: GraphQLInputType }>;
  /** The arguments as one object shape (a removed key is a missing argument). */
  shape: Shape;
  selection: string;
  /** Hashes or verifies a password (argon2, ~0.3 s): fewer cases. */
  slow: boolean;
  /** More cases: a long way from the request to the write (checkout). */
  deep: boolean;
}

const SLOW = new Set(['register', 'login', 'changePassword', 'changePasswordAndSignIn']);
const DEEP = new Set(['placeOrder', 'startPayment']);

function idPoolFor(field: string): PoolName {
  if (/categor/i.test(field)) return 'category';
  if (/coupon/i.test(field)) return 'coupon';
  if (/seo/i.test(field)) return 'seo';
  if (/order/i.test(field)) return 'order';
  if (/cart/i.test(field)) return 'cartItem';
  return 'product';
}

/** Optional fields that make a valid request fail whenever they are given (a payment proof, someone else's id). */
const RARE = new Set(['payment', 'userId']);

/** A nullable argument or field is left out half the time (a required one only by a mutation). */
const shapeOf = (type: GraphQLInputType, name: string, pool: PoolName): Shape =>
  isNonNullType(type) ? requiredShapeOf(type.ofType, name, pool) : { optional: requiredShapeOf(type, name, pool), ...(RARE.has(name) ? { rarely: true as const } : {}) };

function requiredShapeOf(type: GraphQLInputType, name: string, pool: PoolName): Shape {
  if (isNonNullType(type)) return requiredShapeOf(type.ofType, name, pool);
  if (isListType(type)) {
    const item = requiredShapeOf(type.ofType, name, pool);
    return { list: item, min: item === LINE ? 1 : 0, max: 4 };
  }
  if (isInputObjectType(type) && type.name === 'CartItemInput') return LINE;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return { object: Object.fromEntries(fields.map((f) => [f.name, shapeOf(f.type, f.name, pool)])) };
  }
  if (isEnumType(type)) return { enum: type.getValues().map((v) => v.name) };
  switch (type.name) {
    case 'Int':
      return 'int';
    case 'Float':
    case 'Money':
      return 'money';
    case 'Boolean':
      return 'bool';
    case 'DateTimeISO':
      return 'date';
    case 'JSON':
      return 'json';
    default:
      return kindForName(name, pool); // String, ID
  }
}

/** `{ a b c }` of the leaf fields without required arguments; for a type without any, its first object field's. */
function selectionFor(type: GraphQLNamedType, depth = 0): string {
  if (isLeafType(type) || !isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)));
  if (leaves.length) return `{ ${leaves.map((f) => f.name).join(' ')} }`;
  const nested = fields.find((f) => isObjectType(getNamedType(f.type)));
  return nested && depth < 3 ? `{ ${nested.name} ${selectionFor(getNamedType(nested.type), depth + 1)} }` : '{ __typename }';
}

function operation(kind: GraphQLOperation['kind'], field: GraphQLField<unknown, unknown>): GraphQLOperation {
  const pool = idPoolFor(field.name);
  return {
    kind,
    field: field.name,
    args: field.args.map((a) => ({ name: a.name, type: a.type })),
    shape: { object: Object.fromEntries(field.args.map((a) => [a.name, shapeOf(a.type, a.name, pool)])) },
    selection: selectionFor(getNamedType(field.type)),
    slow: SLOW.has(field.name),
    deep: DEEP.has(field.name),
  };
}

export function operationsOf(schema: GraphQLSchema): GraphQLOperation[] {
  const query = Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => operation('query', f));
  const mutation = Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => operation('mutation', f));
  return [...query, ...mutation];
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A GraphQL literal for a generated value, following the argument's type (enum values bare, where they are names). */
function literal(value: unknown, type: GraphQLInputType | undefined): string {
  const named = type && getNamedType(type);
  const itemType = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return named && isEnumType(named) && NAME.test(value) && !['true', 'false', 'null'].includes(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, itemType && isListType(itemType) ? itemType.ofType : itemType)).join(', ')}]`;
  const fields = named && isInputObjectType(named) ? named.getFields() : {};
  const entries = Object.entries(value as Record<string, unknown>).filter(([k, v]) => NAME.test(k) && v !== undefined);
  return `{ ${entries.map(([k, v]) => `${k}: ${literal(v, fields[k]?.type)}`).join(', ')} }`;
}

/** The document and variables for an operation with generated arguments. */
export function request(op: GraphQLOperation, args: Record<string, unknown>, inline: boolean): { query: string; variables: Record<string, unknown> } {
  const given = op.args.filter((a) => args[a.name] !== undefined);
  if (inline) {
    const list = given.map((a) => `${a.name}: ${literal(args[a.name], a.type)}`).join(', ');
    return { query: `${op.kind} Fuzz { ${op.field}${list ? `(${list})` : ''} ${op.selection} }`, variables: {} };
  }
  // Every argument is declared, so a missing required one is a variable left out.
  const defs = op.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const uses = op.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const variables = Object.fromEntries(given.map((a) => [a.name, args[a.name]]));
  return { query: `${op.kind} Fuzz${defs ? `(${defs})` : ''} { ${op.field}${uses ? `(${uses})` : ''} ${op.selection} }`, variables };
}
