// Limits for third-party callers: nesting depth, estimated cost, and page size.
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { ApolloServerPlugin } from '@apollo/server';

export const MAX_DEPTH = 10;
export const MAX_COST = 5000;
export const MAX_PAGE_SIZE = 100;

export const depthRule = depthLimit(MAX_DEPTH);

/** List fields declare `complexity: listCost` so a page of N items costs N × its children. */
export const listCost = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) => {
  const limit = typeof args.limit === 'number' ? Math.min(args.limit, MAX_PAGE_SIZE) : 20;
  return 1 + limit * Math.max(1, childComplexity);
};

export function costLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const cost = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables ?? {},
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (cost > MAX_COST) {
            throw new GraphQLError(`This query is too expensive (cost ${cost}; the limit is ${MAX_COST}). Ask for fewer items or fields.`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
