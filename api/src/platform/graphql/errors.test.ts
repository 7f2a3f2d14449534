// Unexpected GraphQL errors: hidden from the caller, logged once with the request id.
import { Writable } from 'node:stream';
import pino from 'pino';
import { GraphQLError } from 'graphql';
import type { GraphQLRequestContext } from '@apollo/server';
import { ValidationError } from '../common/errors';
import type { GraphQLContext } from './context';
import { errorLogPlugin, formatError } from './errors';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: 'error' }, stream), lines };
}

async function encounter(logger: pino.Logger, errors: GraphQLError[]) {
  const request = { contextValue: { ctx: { requestId: 'req-42' } } } as unknown as GraphQLRequestContext<GraphQLContext>;
  const hooks = await errorLogPlugin(logger).requestDidStart?.(request);
  await hooks?.didEncounterErrors?.({ ...request, errors });
}

describe('unexpected errors', () => {
  it('are logged once with the request id, and answered with a generic message', async () => {
    const { logger, lines } = capturingLogger();
    const surprise = new GraphQLError('db exploded', { path: ['categories'], originalError: new Error('db exploded') });
    await encounter(logger, [surprise]);
    const formatted = formatError(logger)({ message: 'db exploded', path: ['categories'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }, surprise);
    expect(formatted).toEqual({ message: 'Something went wrong on our side. Please try again.', path: ['categories'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'unhandled GraphQL error', reqId: 'req-42', err: { message: 'db exploded' } });
  });

  it('are still logged when they never reached a request plugin', () => {
    const { logger, lines } = capturingLogger();
    formatError(logger)({ message: 'Context creation failed', extensions: { code: 'INTERNAL_SERVER_ERROR' } }, new GraphQLError('Context creation failed'));
    expect(lines).toHaveLength(1);
  });

  it('expected failures are neither logged nor hidden', async () => {
    const { logger, lines } = capturingLogger();
    const invalid = new GraphQLError('Valid email is required', { path: ['register'], originalError: ValidationError.field('email', 'Valid email is required') });
    const badRequest = new GraphQLError('provided sha does not match query', { extensions: { http: { status: 400 } } });
    await encounter(logger, [invalid, badRequest]);
    expect(formatError(logger)({ message: invalid.message, path: ['register'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }, invalid)).toMatchObject({
      message: 'Valid email is required',
      extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { email: 'Valid email is required' } },
    });
    expect(formatError(logger)({ message: badRequest.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, badRequest)).toEqual({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(lines).toHaveLength(0);
  });
});
