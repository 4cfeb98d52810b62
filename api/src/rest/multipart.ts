import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../errors.ts';

export type FilePart = {
  file: Readable;
  filename: string;
  /**
   * Reads the rest of the request after the file: resolves when nothing else follows, throws a 400
   * when another file part does. The upload service calls it before it keeps the file.
   */
  rest: () => Promise<void>;
};

const sendOne = (message = 'Send one file, in the field "file".') => invalidInput(message, { file: message });

/** Busboy's and @fastify/multipart's parse errors are the client's mistakes: a 400 naming the body. */
function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return err; // the error handler answers 413 with the form's text
  if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT')
    return sendOne();
  if (
    (typeof e.code === 'string' && e.code.startsWith('FST_')) ||
    /multipart|boundary|part|header/i.test(String(e.message))
  ) {
    const message = `The request is not valid multipart/form-data: ${e.message ?? 'unreadable body'}.`;
    return invalidInput(message, { file: message });
  }
  return err;
}

/**
 * The single file of a multipart upload in the field "file". Every way a multipart body can be
 * wrong (no boundary, a wrong one, cut short, two files, a file under another name) is a 400 that
 * names the field, never a 500 or a file silently dropped.
 */
export async function singleFilePart(req: FastifyRequest): Promise<FilePart> {
  if (!req.isMultipart()) throw sendOne('Send the file as multipart/form-data in the field "file".');
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = req.parts();
  } catch (err) {
    throw multipartError(err);
  }
  const next = async (): Promise<Multipart | undefined> => {
    try {
      const step = await parts.next();
      return step.done ? undefined : step.value;
    } catch (err) {
      throw multipartError(err);
    }
  };
  for (let part = await next(); part; part = await next()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw sendOne();
    }
    return {
      file: part.file,
      filename: part.filename,
      rest: async () => {
        for (let extra = await next(); extra; extra = await next()) {
          if (extra.type === 'file') {
            extra.file.resume();
            throw sendOne();
          }
        }
      },
    };
  }
  throw sendOne('Send the file as multipart/form-data in the field "file".');
}
