import 'reflect-metadata';
import { buildSchema, emitSchemaDefinitionFile, getMetadataStorage, type AuthChecker } from 'type-graphql';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { API_KEY_SCOPES, requireScope, requireUser } from '../auth/guards';
import type { ApiKeyScope } from '../common/context';
import type { GraphQLContext } from './context';
import { DateTimeScalar, MoneyScalar } from './scalars';

const isScope = (role: string): role is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(role);

/**
 * One auth checker: @Authorized() needs a signed-in person (a customer operation; an API key is a
 * 403), @Authorized<ApiKeyScope>('orders_read') an admin or a key with that scope (guards.ts).
 * Failures are 401/403 errors. An unknown role is a programming error: it fails closed.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  if (!roles.length) {
    requireUser(context.ctx);
    return true;
  }
  for (const role of roles) {
    if (!isScope(role)) throw new Error(`Unknown @Authorized role: ${role}`);
    requireScope(context.ctx, role);
  }
  return true;
};

/** type-graphql has no option for the root types' descriptions; they are what GraphiQL's docs open with. */
const ROOT_DESCRIPTIONS = {
  Query:
    'Reads. Public ones need no token; personal ones need the signed-in user’s token and those marked (admin) an admin’s or an API key with the scope they state (`Authorization: Bearer <token or key>`). Money is in rupees; dates are DateTimeISO.',
  Mutation:
    'Changes. Each takes one `input` argument (or none) and, apart from a few Boolean sign-out calls, answers a payload whose `errors` list the expected failures (field, code, message); UNAUTHENTICATED, FORBIDDEN and RATE_LIMITED come as top-level errors. Those marked (admin) need an admin’s token or an API key with the scope they state.',
};

/** Query or Mutation field name → the scopes its @Authorized states (on the method or its resolver class). */
function scopedOperations(kind: 'queries' | 'mutations'): Map<string, readonly string[]> {
  const storage = getMetadataStorage();
  const rolesOf = (target: unknown, methodName: string): string[] => {
    const found = storage.authorizedFields.find((a) => a.target === target && a.fieldName === methodName) ?? storage.authorizedResolver.find((a) => a.target === target);
    return (found?.roles ?? []).map(String);
  };
  return new Map(storage[kind].map((h) => [h.schemaName, rolesOf(h.target, h.methodName)] as const).filter(([, roles]) => roles.length > 0));
}

/** Appends "API keys need the orders_read scope." to each scoped operation's description, so partners read it in GraphiQL and codegen. */
function describeScopes(root: GraphQLObjectType, scoped: Map<string, readonly string[]>): void {
  for (const field of Object.values(root.getFields())) {
    const roles = scoped.get(field.name);
    if (roles?.length) field.description = `${field.description ?? ''} API keys need the ${roles.join(', ')} scope.`.trim();
  }
}

/** The schema of these resolver classes (every module's, listed by the composition root), optionally written to a file. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export async function buildGraphQLSchema(resolvers: Function[], emitSchemaFile?: string): Promise<GraphQLSchema> {
  const [first, ...rest] = resolvers;
  if (!first) throw new Error('A schema needs at least one resolver class');
  const schema = await buildSchema({
    resolvers: [first, ...rest],
    authChecker,
    validate: false, // services validate with the spec's messages, for GraphQL and REST alike
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
  });
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = ROOT_DESCRIPTIONS.Query;
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.Mutation;
  for (const root of [query, mutation]) if (root) describeScopes(root, scopedOperations(root === query ? 'queries' : 'mutations'));
  if (emitSchemaFile) await emitSchemaDefinitionFile(emitSchemaFile, schema, { sortedSchema: true });
  return schema;
}

export { MoneyScalar };
