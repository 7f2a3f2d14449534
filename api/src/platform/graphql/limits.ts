// Limits for third-party callers: nesting depth, estimated cost, and page size.
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, Kind, TypeInfo, visit, visitWithTypeInfo, type ASTNode, type DocumentNode, type GraphQLSchema, type SelectionSetNode, type ValidationRule } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { ApolloServerPlugin } from '@apollo/server';
import { MAX_PAGE_SIZE } from '../common/paging';

export const MAX_DEPTH = 10;
export const MAX_COST = 5000;
/** Fields and fragments a document may select; graphql-query-complexity's own ceiling, answered as 400. */
export const MAX_NODES = 10_000;
/** Tokens a document may have: the parser stops there, so a megabyte of aliases is not even parsed. */
export const MAX_TOKENS = 50_000;

// What the cost counts: a root field runs at least one SQL statement (QUERY_COST); a page
// multiplies its children by its limit; a list without a limit (categories, SEO records, content
// sections) is priced as a full page, because it returns every row; hashing or checking a password
// costs as much as a small page (argon2 takes ~50 ms of CPU). A nested list (a product's variants,
// an order's items) is loaded for the whole page in one batched statement and is bounded by the
// shop's own data, so it costs its children once.
export const QUERY_COST = 10;
export const PASSWORD_COST = 250;

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

interface CostArgs {
  args: Record<string, unknown>;
  childComplexity: number;
}

/** Paged root fields declare `complexity: listCost` so a page of N items costs N × its children. */
export const listCost = ({ args, childComplexity }: CostArgs) => {
  const limit = typeof args.limit === 'number' ? Math.max(0, Math.min(args.limit, MAX_PAGE_SIZE)) : 20;
  return QUERY_COST + limit * Math.max(1, childComplexity);
};

/** Root lists without a limit return every row: priced as a full page. */
export const allRowsCost = ({ childComplexity }: CostArgs) => QUERY_COST + MAX_PAGE_SIZE * Math.max(1, childComplexity);

/** Mutations that hash or verify a password. */
export const passwordCost = ({ childComplexity }: CostArgs) => PASSWORD_COST + childComplexity;

/** Every other root field: one query plus what it selects. */
const rootFieldEstimator: ComplexityEstimator = ({ type, childComplexity }) =>
  type.name === 'Query' || type.name === 'Mutation' ? QUERY_COST + childComplexity : undefined;

export const costEstimators = () => [fieldExtensionsEstimator(), rootFieldEstimator, simpleEstimator({ defaultComplexity: 1 })];

/** `extensions.cost` of every answer to a priced operation: its estimated cost and the limit (refused above it). */
export interface CostExtension {
  requested: number;
  limit: number;
}

/** Costs remembered per document and operation+variables, at most this many per document. */
const COSTS_PER_DOCUMENT = 32;
const MAX_CACHED_KEY = 2000;

/** The operation's estimated cost; a caller's mistake (bad variables, too many fields) is a 400 GraphQLError. */
function priceOf(
  schema: GraphQLSchema,
  estimators: ComplexityEstimator[],
  query: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number {
  try {
    return getComplexity({ schema, query, operationName, variables, estimators, maxQueryNodes: MAX_NODES });
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    // Variables that do not fit their types (e.g. a number for a String): a caller's mistake, 400 not 500.
    if (e.message.startsWith('Variable "$')) throw new GraphQLError(e.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    if (/maximum allowed number of nodes/.test(e.message)) {
      throw new GraphQLError(`This query is too large (more than ${MAX_NODES.toLocaleString('en-US')} fields). Split it into smaller queries.`, {
        extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
      });
    }
    throw e;
  }
}

/**
 * The variables a document's price can depend on: those in the arguments of fields that price
 * themselves (`complexity` in their extensions: a page's `limit`) and in directives (@skip/@include
 * change what is counted). The other estimators (root fields, one per field) read no argument, so a
 * product's `$id` does not change the price.
 */
export function costVariables(schema: GraphQLSchema, document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = (node: ASTNode) => visit(node, { Variable: (v) => void names.add(v.name.value) });
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.arguments?.length && typeInfo.getFieldDef()?.extensions?.complexity !== undefined) for (const arg of node.arguments) collect(arg);
      },
      Directive: (node) => void collect(node),
    }),
  );
  return [...names].sort();
}

/**
 * An operation's cost depends only on its document, operation name and the variables of
 * costVariables. Apollo hands the same DocumentNode for the same query text (its parsed-document
 * cache), so the cost computed once is remembered per document (a WeakMap: it goes with the
 * document) and per operation + those variables' values (at most COSTS_PER_DOCUMENT, the oldest
 * forgotten first): the storefront's repeated queries are not walked again on every request, also
 * when only a product id changes. Failures are never remembered; a
 * variable that does not fit its type but plays no part in the price is refused by execution (400).
 */
function costCache(schema: GraphQLSchema) {
  const byDocument = new WeakMap<DocumentNode, { variables: string[]; costs: Map<string, number> }>();
  const entry = (document: DocumentNode) => {
    let found = byDocument.get(document);
    if (!found) byDocument.set(document, (found = { variables: costVariables(schema, document), costs: new Map<string, number>() }));
    return found;
  };
  return {
    /** The key of an operation + variables in its document's costs. */
    key(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown>): string {
      const relevant = entry(document).variables.filter((name) => Object.hasOwn(variables, name)).map((name) => [name, variables[name]]);
      return `${operationName ?? ''}\u0000${JSON.stringify(relevant)}`;
    },
    get(document: DocumentNode, key: string): number | undefined {
      return entry(document).costs.get(key);
    },
    set(document: DocumentNode, key: string, cost: number): void {
      const { costs } = entry(document);
      if (costs.size >= COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value as string);
      costs.set(key, cost);
    },
  };
}

export function costLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  const estimators = costEstimators();
  const costs = costCache(schema);
  return {
    async requestDidStart() {
      let requested: number | undefined;
      return {
        // Also on a refused operation (cost over the limit), so a caller sees by how much.
        async willSendResponse({ response }) {
          if (requested === undefined) return;
          const cost: CostExtension = { requested, limit: MAX_COST };
          const result = response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
          result.extensions = { ...result.extensions, cost };
        },
        async didResolveOperation({ request, document, operation }) {
          // No operation by that name (or an operationName for an anonymous one, on which getComplexity
          // throws a TypeError): Apollo answers OPERATION_RESOLUTION_FAILURE (400) without running anything.
          if (!operation) return;
          const key = costs.key(document, request.operationName, request.variables ?? {});
          let cost = costs.get(document, key);
          if (cost === undefined) {
            cost = priceOf(schema, estimators, document, request.operationName ?? undefined, request.variables ?? {});
            // Long variables (search texts, big inputs) are priced every time rather than kept.
            if (key.length <= MAX_CACHED_KEY) costs.set(document, key, cost);
          }
          requested = cost;
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
