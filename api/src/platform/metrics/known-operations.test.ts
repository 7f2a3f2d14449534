// The operation names the metrics count by name are the web app's: the checked-in list must match its
// GraphQL documents (web/src/**/*.graphql), or a renamed page's operation would count as "(other)".
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kind, parse } from 'graphql';
import knownOperations from './known-operations.json';

const webSrc = resolve(__dirname, '../../../../web/src');

it('lists exactly the named operations of the web app’s documents (else run `npm run generate`)', () => {
  const names = new Set<string>();
  for (const file of readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'))) {
    for (const definition of parse(readFileSync(join(webSrc, file), 'utf8')).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
    }
  }
  expect(names.size).toBeGreaterThan(50);
  expect(knownOperations).toEqual([...names].sort());
});
