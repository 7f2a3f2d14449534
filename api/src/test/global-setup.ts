// Jest's global setup and teardown: the run's template databases (templates.ts), made once and shared by every worker.
import { dropTemplates, makeTemplates } from './templates';

export default async function globalSetup(): Promise<void> {
  await makeTemplates();
}

export async function globalTeardown(): Promise<void> {
  await dropTemplates();
}
