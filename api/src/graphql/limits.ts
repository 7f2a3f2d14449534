// Limits for third-party callers: nesting depth, estimated cost, and page size.
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, Kind, type DocumentNode, type GraphQLSchema, type SelectionSetNode, type ValidationRule } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { ApolloServerPlugin } from '@apollo/server';
import { MAX_PAGE_SIZE } from '../common/paging';

export const MAX_DEPTH = 10;
export const MAX_COST = 5000;

const depthLimitRule = depthLimit(MAX_DEPTH) as ValidationRule; // its typings answer `any`

/**
 * The depth limit, safe on cyclic fragments: graphql-depth-limit recurses through a cycle
 * without a field (`fragment F on T { ...F }`) until the stack overflows (a 500). A cyclic
 * document is left to graphql's own NoFragmentCyclesRule, which answers 400.
 */
export const depthRule: ValidationRule = (context) => (hasFragmentCycle(context.getDocument()) ? {} : depthLimitRule(context));

function hasFragmentCycle(document: DocumentNode): boolean {
  const spreads = new Map<string, string[]>();
  const collect = (set: SelectionSetNode, into: string[]) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) into.push(sel.name.value);
      else if (sel.selectionSet) collect(sel.selectionSet, into);
    }
  };
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) {
      const into: string[] = [];
      collect(def.selectionSet, into);
      spreads.set(def.name.value, into);
    }
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string): boolean => {
    if (state.get(name) === 'visiting') return true;
    if (state.get(name) === 'done' || !spreads.has(name)) return false;
    state.set(name, 'visiting');
    const cyclic = spreads.get(name)!.some(visit);
    state.set(name, 'done');
    return cyclic;
  };
  return [...spreads.keys()].some(visit);
}

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
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName ?? undefined,
              variables: request.variables ?? {},
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (e) {
            // Variables that do not fit their types (e.g. a number for a String): a caller's mistake, 400 not 500.
            if (!(e instanceof GraphQLError) || !e.message.startsWith('Variable "$')) throw e;
            throw new GraphQLError(e.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          }
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
