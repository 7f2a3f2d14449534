import 'reflect-metadata';
import { buildSchema, type AuthChecker } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { requireAdmin, requireUser } from '../auth/guards';
import type { GraphQLContext } from './context';
import { DateTimeScalar, MoneyScalar } from './scalars';
import { resolvers } from './resolvers';

/** One auth checker: @Authorized() needs a signed-in user, @Authorized('admin') an admin. Failures are 401/403 errors. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  if (roles.includes('admin')) requireAdmin(context.ctx);
  else requireUser(context.ctx);
  return true;
};

export function buildShopSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: false, // services validate with the spec's messages, for GraphQL and REST alike
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}

export { MoneyScalar };
