import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { isDecimal } from '../db/decimal';

const isNumeric = (v: string) => v.trim() !== '' && !Number.isNaN(Number(v));

/** Rupees: a two-decimal string on output; a number or numeric string on input (the service rounds and checks ranges). */
export const MoneyScalar = new GraphQLScalarType({
  name: 'Money',
  description:
    'An amount in Indian rupees (INR). Output: a string with exactly two decimals and no grouping, such as "1299.00" (map it to `string` in codegen and keep it a decimal; never a float). Input: a number or a numeric string; the server rounds to paise and checks ranges.',
  serialize(value) {
    const n = Number(isDecimal(value) ? value.toString() : value);
    if (!Number.isFinite(n)) throw new GraphQLError('Money value is not a number');
    return n.toFixed(2);
  },
  parseValue(value) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && isNumeric(value)) return Number(value);
    throw new GraphQLError('Money must be a number or a numeric string');
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return Number(ast.value);
    if (ast.kind === Kind.STRING && isNumeric(ast.value)) return Number(ast.value);
    throw new GraphQLError('Money must be a number or a numeric string');
  },
});

/** type-graphql's DateTimeISO with its format declared (`@specifiedBy` RFC 3339), used for every Date field. */
export const DateTimeScalar = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  description: 'A moment in time as an RFC 3339 / ISO 8601 string in UTC with milliseconds, such as "2026-11-25T06:30:00.000Z" (map it to `string` in codegen). Show it in the shop’s time zone, Asia/Kolkata.',
  specifiedByURL: 'https://datatracker.ietf.org/doc/html/rfc3339#section-5.6',
});
