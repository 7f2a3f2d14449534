// How the app reads the server's failures: payload errors (thrown by unwrap as PayloadFailure) and
// top-level GraphQL errors (Apollo's CombinedGraphQLErrors) give the same message, code and fields.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, fieldErrors, PayloadFailure, rootPayload, serverMessage, unwrap } from './errors';

const taken = { __typename: 'AccountError', field: 'email', code: 'DUPLICATE_EMAIL', message: 'An account with this email already exists' } as const;
const user = { __typename: 'User', id: 'u1' } as const;

const failureOf = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('did not throw');
};

describe('unwrap', () => {
  it('answers the payload of a success, with the named fields present', () => {
    const payload = { __typename: 'AuthPayload', token: 't0k' as string | null, user: user as typeof user | null, errors: [] };
    const { token, user: signedIn } = unwrap(payload, 'token', 'user');
    expect(token).toBe('t0k');
    expect(signedIn).toEqual(user);
  });

  it('throws a PayloadFailure carrying the errors when the server refused', () => {
    const failure = failureOf(() => unwrap({ token: null, user: null, errors: [taken] }, 'token'));
    expect(failure).toBeInstanceOf(PayloadFailure);
    expect((failure as PayloadFailure).errors).toEqual([taken]);
    expect((failure as PayloadFailure).code).toBe('DUPLICATE_EMAIL');
  });

  it('throws a plain error without an answer, or when a named field is missing', () => {
    expect(failureOf(() => unwrap(undefined))).toEqual(new Error('No answer from the server'));
    expect(failureOf(() => unwrap({ token: null, errors: [] }, 'token'))).toEqual(new Error("The server's answer has no token"));
  });

  it('finds the payload under the root field of an answer', () => {
    expect(rootPayload({ createCoupon: { errors: [] } })).toEqual({ errors: [] });
    expect(rootPayload(undefined)).toBeUndefined();
  });
});

describe('reading a failure', () => {
  const refused = new PayloadFailure([
    { field: 'email', code: 'INVALID', message: 'Valid email is required' },
    { field: 'phone', code: 'INVALID', message: 'Valid phone number is required' },
    { field: 'email', code: 'INVALID', message: 'a second message for the same field' },
  ]);
  const rateLimited = new CombinedGraphQLErrors({ errors: [{ message: 'Too many attempts', extensions: { code: 'RATE_LIMITED' } }] });
  const invalidInput = new CombinedGraphQLErrors({
    errors: [{ message: 'Valid email is required', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Valid email is required' } } }],
  });

  it('message: the first error of either kind, else the error’s own text, else the fallback', () => {
    expect(errorMessage(refused)).toBe('Valid email is required');
    expect(errorMessage(rateLimited)).toBe('Too many attempts');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('?', 'Login failed')).toBe('Login failed');
  });

  it('server message: only what the server said, the fallback for network trouble', () => {
    expect(serverMessage(refused, 'Failed')).toBe('Valid email is required');
    expect(serverMessage(rateLimited, 'Failed')).toBe('Too many attempts');
    expect(serverMessage(new Error('Failed to fetch'), 'Failed')).toBe('Failed');
  });

  it('code: the payload’s typed code or the top-level extensions code', () => {
    expect(errorCode(refused)).toBe('INVALID');
    expect(errorCode(rateLimited)).toBe('RATE_LIMITED');
    expect(errorCode(new Error('Failed to fetch'))).toBeUndefined();
  });

  it('fields: the first message of each field at fault', () => {
    expect(fieldErrors(refused)).toEqual({ email: 'Valid email is required', phone: 'Valid phone number is required' });
    expect(fieldErrors(invalidInput)).toEqual({ email: 'Valid email is required' });
    expect(fieldErrors(rateLimited)).toEqual({});
    expect(fieldErrors(new PayloadFailure([{ field: null, code: 'NOT_FOUND', message: 'Order not found' }]))).toEqual({});
  });
});
