// Expected failures carry an HTTP status, a stable code and the message a person can read.
// REST turns them into { message, errors }, GraphQL into errors with extensions { code, fields }.

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  /** The failure field by field (each with its message), or once for the request as a whole. */
  payloadErrors(): { field: string | null; message: string }[] {
    const fields = Object.entries(this.fields ?? {});
    return fields.length ? fields.map(([field, message]) => ({ field, message })) : [{ field: null, message: this.message }];
  }
}

/** 400: `message` is the text of the first failing field. */
export class ValidationError extends AppError {
  constructor(fields: FieldErrors, message = Object.values(fields)[0] ?? 'Invalid input') {
    super(400, 'BAD_USER_INPUT', message, fields);
  }
  static field(field: string, message: string) {
    return new ValidationError({ [field]: message });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT', fields?: FieldErrors) {
    super(409, code, message, fields);
  }
}

/** 429: `retryAfter` seconds until the window lets the caller in again; `limit` attempts per window. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
    readonly limit: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** 503: the shop is too busy to take the request now; `retryAfter` seconds until it is worth trying again. */
export class ServiceBusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(503, 'SERVICE_BUSY', message);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
