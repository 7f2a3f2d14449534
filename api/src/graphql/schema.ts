import 'reflect-metadata';
import { buildSchema, emitSchemaDefinitionFile, type AuthChecker } from 'type-graphql';
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

/** type-graphql has no option for the root types' descriptions; they are what GraphiQL's docs open with. */
const ROOT_DESCRIPTIONS = {
  Query:
    'Reads. Public ones need no token; personal ones need the signed-in user’s token and those marked (admin) an admin’s (`Authorization: Bearer <token>` from login or register). Money is in rupees; dates are DateTimeISO.',
  Mutation:
    'Changes. Each takes one `input` argument (or none) and, apart from a few Boolean sign-out calls, answers a payload whose `errors` list the expected failures (field, code, message); UNAUTHENTICATED, FORBIDDEN and RATE_LIMITED come as top-level errors. Those marked (admin) need an admin’s token.',
};

export async function buildShopSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    validate: false, // services validate with the spec's messages, for GraphQL and REST alike
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
  });
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = ROOT_DESCRIPTIONS.Query;
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.Mutation;
  if (emitSchemaFile) await emitSchemaDefinitionFile(emitSchemaFile, schema, { sortedSchema: true });
  return schema;
}

export { MoneyScalar };
