import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isDecimal } from '../db/decimal';

const isNumeric = (v: string) => v.trim() !== '' && !Number.isNaN(Number(v));

/** Rupees: a two-decimal string on output; a number or numeric string on input (the service rounds and checks ranges). */
export const MoneyScalar = new GraphQLScalarType({
  name: 'Money',
  description: 'An amount in rupees. Output: a two-decimal string such as "1299.00". Input: a number or a numeric string.',
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
