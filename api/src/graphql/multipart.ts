import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MESSAGES } from '@agency/schema/forms';
import { toAppError } from '../errors.ts';
import { isMediaType } from '../media-type.ts';
import { parseJsonWithinLimits } from '../security/json-limits.ts';

/**
 * The GraphQL multipart request spec, read strictly. Yoga's own parser sets whatever the `map`
 * names, so a map pointing at a part that was never sent quietly becomes null, and a file part the
 * map does not name is ignored. Here each of those is a 400 naming the part: the `map` must name
 * exactly the file parts sent, each once, and one file per request (the upload limit).
 */
const fail = (message: string, field = 'file', status = 400, code = 'BAD_USER_INPUT') =>
  new GraphQLError(message, { extensions: { code, fields: { [field]: message }, http: { status } } });

/** Errors of the form parser (busboy through the fetch ponyfill) as the client's mistakes. */
function formDataError(err: unknown): GraphQLError {
  const message = err instanceof Error ? err.message : String(err);
  if (message.startsWith('File size limit exceeded'))
    return fail(MESSAGES.fileSize, 'file', 413, 'PAYLOAD_TOO_LARGE');
  if (message.startsWith('Files limit exceeded')) return fail('Send one file per request.');
  return fail(`The request is not valid multipart/form-data: ${message}`, 'multipart');
}

type Operations = Record<string, unknown> | Record<string, unknown>[];

function setPath(target: Operations, path: string, value: unknown) {
  const keys = path.split('.');
  // Files go into variables only, and never through prototype keys.
  const [first = '', second] = keys;
  const inVariables = first === 'variables' || (/^\d+$/.test(first) && second === 'variables');
  if (!inVariables || keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) {
    throw fail(`The map path "${path}" must point into the operation's variables.`, 'map');
  }
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object')
      throw fail(`The map path "${path}" does not exist in operations.`, 'map');
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

async function parseMultipart(request: Request): Promise<Operations> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (err) {
    throw formDataError(err);
  }
  const operationsText = form.get('operations');
  if (typeof operationsText !== 'string')
    throw fail('Send the "operations" field as JSON text.', 'operations');
  let operations: Operations;
  let map: unknown;
  try {
    operations = parseJsonWithinLimits(operationsText, 'operations', '"operations" field') as Operations;
  } catch (err) {
    throw fail(toAppError(err)!.message, 'operations');
  }
  if (!operations || typeof operations !== 'object')
    throw fail('The "operations" field must be an object.', 'operations');
  const mapText = form.get('map');
  if (typeof mapText !== 'string') throw fail('Send the "map" field as JSON text.', 'map');
  try {
    map = parseJsonWithinLimits(mapText, 'map', '"map" field');
  } catch (err) {
    throw fail(toAppError(err)!.message, 'map');
  }
  if (!map || typeof map !== 'object' || Array.isArray(map))
    throw fail('The "map" field must be an object.', 'map');

  const mapped = Object.entries(map as Record<string, unknown>);
  const fileParts = [...new Set(form.keys())].filter((key) => key !== 'operations' && key !== 'map');
  for (const [key, paths] of mapped) {
    const files = form.getAll(key);
    if (files.length === 0 || files.some((f) => typeof f === 'string'))
      throw fail(`The map names the part "${key}", but no file part has that name.`, key);
    if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string'))
      throw fail(`The map entry "${key}" must be a list of variable paths.`, 'map');
  }
  for (const key of fileParts) {
    if (!(key in (map as object))) throw fail(`The part "${key}" is not named in the map.`, key);
  }
  if (fileParts.length > 1 || fileParts.some((key) => form.getAll(key).length > 1))
    throw fail('Send one file per request.');
  for (const [key, paths] of mapped) {
    for (const path of paths as string[]) setPath(operations, path, form.get(key));
  }
  return operations;
}

const isMultipart = (request: Request) =>
  request.method === 'POST' && isMediaType(request.headers.get('content-type'), 'multipart/form-data');

export const useStrictMultipart: Plugin = {
  onRequestParse({ request, setRequestParser }) {
    if (isMultipart(request)) setRequestParser(parseMultipart);
  },
};
