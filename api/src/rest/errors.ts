import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@agency/schema/forms';
import { AppError, toAppError } from '../errors.ts';

// Fastify's and @fastify/multipart's own errors that are the client's mistake, by code.
const CLIENT_ERRORS: Record<string, { status: number; code: string; field?: string; message?: string }> = {
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    field: 'file',
    message: MESSAGES.fileSize,
  },
  FST_FILES_LIMIT: {
    status: 400,
    code: 'BAD_USER_INPUT',
    field: 'file',
    message: 'Send one file, in the field "file".',
  },
  FST_PARTS_LIMIT: {
    status: 400,
    code: 'BAD_USER_INPUT',
    field: 'file',
    message: 'Send one file, in the field "file".',
  },
  FST_FIELDS_LIMIT: {
    status: 400,
    code: 'BAD_USER_INPUT',
    field: 'file',
    message: 'Send one file, in the field "file".',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', field: 'content-type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_USER_INPUT' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_USER_INPUT' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
};

/**
 * The one error handler of the HTTP server (REST shim, files, health, pages). Expected failures
 * answer their status and `{ message, code, fields? }`; a database outage 503 with Retry-After;
 * anything else 500 with the request id, logged.
 */
export function errorHandler(
  error: Error & { code?: string; statusCode?: number },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const expected = toAppError(error);
  if (expected) {
    if (expected.code === 'UNAVAILABLE') req.log.warn({ err: error }, 'database unavailable');
    return sendAppError(reply, expected);
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) {
    const message = known.message ?? error.message;
    return reply.code(known.status).send({
      message,
      code: known.code,
      ...(known.field ? { fields: { [known.field]: message } } : {}),
    });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send({
      message: error.message,
      code: error.statusCode === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_USER_INPUT',
    });
  }
  req.log.error({ err: error }, 'unexpected REST error');
  return reply.code(500).send({
    message: 'Something went wrong on our side. Please try again.',
    code: 'INTERNAL_SERVER_ERROR',
    requestId: req.id,
  });
}

export function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.status).send({
    message: error.message,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
  });
}
