import { isDatabaseUnavailable } from './db-errors.ts';

/**
 * Expected failures. Services throw these; GraphQL exposes them as errors with
 * `extensions.code` (and `extensions.fields` for form errors), REST as the HTTP status with a JSON
 * body `{ message, code, fields? }`. Anything else is unexpected: masked and logged.
 */
export const ERROR_CODES = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  /**
   * The request itself is malformed (a negative page size, say), as a variable of the wrong type
   * would be: GraphQL then answers with this error's HTTP status too, not 200 (decision 004).
   */
  readonly requestError: boolean;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; retryAfterSeconds?: number; requestError?: boolean } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = extra.fields;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.requestError = extra.requestError ?? false;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_USER_INPUT', message, { fields });
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const forbidden = (
  message = 'You do not have permission to do this.',
  fields?: Record<string, string>,
) => new AppError('FORBIDDEN', message, { fields });
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHENTICATED', message);

/** Seconds a client is asked to wait (Retry-After) when the database is down or hung. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

export const unavailable = () =>
  new AppError('UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.', {
    retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
  });

/**
 * The expected failure an error stands for, or undefined for a real bug. A database that is down,
 * hung or out of connections is not a bug: it answers 503 with Retry-After, on both doors.
 */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (isDatabaseUnavailable(err)) return unavailable();
  return undefined;
}
