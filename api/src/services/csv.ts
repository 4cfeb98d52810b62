import { Readable } from 'node:stream';

/** A cell as RFC 4180 wants it; text a spreadsheet would run as a formula is prefixed with a quote. */
function cell(value: unknown): string {
  let s = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows as CSV lines, each ending in CRLF. */
export function csvLines(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  let out = '';
  for (const r of rows) out += `${columns.map((c) => cell(r[c])).join(',')}\r\n`;
  return out;
}

/** The start of every export: a BOM (so spreadsheets read UTF-8) and the header line. */
export const csvHead = (columns: readonly string[]) => `\uFEFF${columns.join(',')}\r\n`;

/**
 * A CSV file as a byte stream read from `batches` as the client takes it (decision 037): the next
 * batch is read only when what was sent has drained below 64 KB, so memory stays flat whatever the
 * size of the export and however slow the client.
 */
export function csvStream<Row>(
  columns: readonly string[],
  batches: AsyncIterable<Row[]>,
  shape: (row: Row) => Record<string, unknown>,
): Readable {
  async function* chunks() {
    yield Buffer.from(csvHead(columns));
    for await (const batch of batches) yield Buffer.from(csvLines(columns, batch.map(shape)));
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** A whole stream as text: the deprecated GraphQL exports, which are bounded in rows. */
export async function streamText(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}
