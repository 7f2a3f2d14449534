// The GraphQL side of the input boundary (platform/input/input-text.ts): once per request, after validation and
// before any resolver runs, every string the operation carries — the variables and the string literals in
// its arguments (through fragments and directives) — must be storable text, or the request is refused with
// BAD_USER_INPUT (400) and extensions.fields naming the field as the services do ("email",
// "shippingAddress.firstName"; an `input` argument's fields without the "input." prefix).
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode, type ArgumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { ValidationError } from '../common/errors';
import { findInputProblem, inputPathKey, INPUT_TEXT_MESSAGES, MAX_INPUT_DEPTH, textProblem, type InputPath, type InputProblem } from '../input/input-text';

const argumentPath = (arg: ArgumentNode): InputPath => (arg.name.value === 'input' ? [] : [arg.name.value]);

/** The first refused string of an operation with its variables, or null. */
export function findOperationInputProblem(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): InputProblem | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const defaults = new Map((operation.variableDefinitions ?? []).map((d) => [d.variable.name.value, d.defaultValue]));
  const seenVariables = new Set<string>();
  const seenFragments = new Set<string>();

  const inValue = (node: ValueNode, path: InputPath): InputProblem | null => {
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: INPUT_TEXT_MESSAGES.tooDeep };
    switch (node.kind) {
      case Kind.STRING: {
        const message = textProblem(node.value);
        return message ? { path, message } : null;
      }
      case Kind.LIST:
        for (const [i, item] of node.values.entries()) {
          const problem = inValue(item, [...path, i]);
          if (problem) return problem;
        }
        return null;
      case Kind.OBJECT:
        for (const field of node.fields) {
          const problem = inValue(field.value, [...path, field.name.value]);
          if (problem) return problem;
        }
        return null;
      case Kind.VARIABLE: {
        const name = node.name.value;
        seenVariables.add(name);
        if (Object.hasOwn(variables, name)) return findInputProblem(variables[name], path);
        const fallback = defaults.get(name);
        return fallback ? inValue(fallback, path) : null;
      }
      default:
        return null;
    }
  };

  const inArguments = (args: readonly ArgumentNode[] | undefined): InputProblem | null => {
    for (const arg of args ?? []) {
      const problem = inValue(arg.value, argumentPath(arg));
      if (problem) return problem;
    }
    return null;
  };

  const inSelections = (set: SelectionSetNode | undefined): InputProblem | null => {
    for (const selection of set?.selections ?? []) {
      let problem: InputProblem | null = null;
      for (const directive of selection.directives ?? []) problem ??= inArguments(directive.arguments);
      if (selection.kind === Kind.FIELD) problem ??= inArguments(selection.arguments) ?? inSelections(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) problem ??= inSelections(selection.selectionSet);
      else if (!seenFragments.has(selection.name.value)) {
        seenFragments.add(selection.name.value);
        problem ??= inSelections(fragments.get(selection.name.value)?.selectionSet);
      }
      if (problem) return problem;
    }
    return null;
  };

  const problem = inSelections(operation.selectionSet);
  if (problem) return problem;
  // Variables the operation never uses are checked too: nothing that arrives bypasses the boundary.
  for (const [name, value] of Object.entries(variables)) {
    if (seenVariables.has(name)) continue;
    const unused = findInputProblem(value, [name]);
    if (unused) return unused;
  }
  return null;
}

export function inputBoundaryPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          const variables = request.variables ?? {};
          const problem = operation ? findOperationInputProblem(document, operation, variables) : findInputProblem(variables);
          if (!problem) return;
          const error = new ValidationError({ [inputPathKey(problem.path)]: problem.message });
          throw new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, http: { status: error.status } } });
        },
      };
    },
  };
}
