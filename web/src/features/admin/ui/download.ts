import { getStoredToken } from '../apollo/apollo-client';

/**
 * Staff files (lead attachments, CVs, CSV exports, a person's data archive) need the bearer token,
 * which a plain link cannot send: they are fetched with it and handed to the browser as a Blob
 * download.
 */

/** The file name a content-disposition header gives (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim()) || undefined;
    } catch {
      /* a malformed escape: fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.replace(/\\(.)/g, '$1').trim();
  return name || undefined;
}

/**
 * The path to fetch for a file URL the API wrote. The API names files with its public SITE_URL,
 * which may be another host than the one serving this admin page; the token goes only to the origin
 * the admin app talks to, so an /api/ URL is fetched there, and anything else is refused.
 */
export function staffFilePath(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  return parsed.pathname.startsWith('/api/') ? `${parsed.pathname}${parsed.search}` : undefined;
}

/** The sentence shown when a download failed, from the answer's status (the server's own words first). */
export function downloadFailure(status: number, serverMessage: string | undefined, what: string): string {
  if (status === 401)
    return `Your session has ended, so the ${what} could not be downloaded. Please sign in again.`;
  if (serverMessage) return `The ${what} could not be downloaded: ${serverMessage}`;
  if (status === 403) return `You may not download this ${what}. Ask an administrator for access.`;
  if (status === 404) return `The ${what} is no longer on the server.`;
  return `The ${what} could not be downloaded (error ${status}). Please try again.`;
}

type DownloadOptions = {
  /** The name to save under; without it the server's content-disposition name, then `fallbackName`. */
  name?: string | null | undefined;
  fallbackName: string;
  /** What the file is, for the error sentences: 'attachment', 'CV', 'export'. */
  what: string;
  /** Sent as a JSON POST body instead of a GET (keeps an e-mail address out of the URL). */
  body?: Record<string, unknown>;
};

/** Fetches a staff file with the stored token and saves it. Resolves with the name saved under; rejects with a sentence. */
export async function downloadStaffFile(url: string, options: DownloadOptions): Promise<string> {
  const path = staffFilePath(url, window.location.origin);
  if (!path) throw new Error(`The ${options.what} has an address the admin area cannot open.`);
  const token = getStoredToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.body ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : null,
      cache: 'no-store',
    });
  } catch {
    throw new Error(
      `The ${options.what} could not be downloaded: the server did not answer. Check your connection and try again.`,
    );
  }
  if (!response.ok) {
    let serverMessage: string | undefined;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) serverMessage = body.message;
    } catch {
      /* not JSON: the status decides the sentence */
    }
    throw new Error(downloadFailure(response.status, serverMessage, options.what));
  }
  const name =
    options.name ||
    filenameFromDisposition(response.headers.get('content-disposition')) ||
    options.fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands a Blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the Blob after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads a file from a short-lived download link (leadsExportLink, auditLogExportLink; decision
 * 037): the browser fetches it itself and saves it as it arrives, however large, with the server's
 * file name. Only /api/ paths, on this page's origin (see staffFilePath).
 */
export function downloadFromLink(url: string, what: string): void {
  const path = staffFilePath(url, window.location.origin);
  if (!path) throw new Error(`The ${what} has an address the admin area cannot open.`);
  const link = document.createElement('a');
  link.href = path;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
