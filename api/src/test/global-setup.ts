// Jest's global setup and teardown: the run's template databases (templates.ts), made once and shared by every worker.
import 'reflect-metadata'; // the seed reaches GraphQL classes (type-graphql's decorators), as main.ts does
import { dropTemplates, makeTemplates } from './templates';

export default async function globalSetup(): Promise<void> {
  await makeTemplates();
}

export async function globalTeardown(): Promise<void> {
  await dropTemplates();
}
