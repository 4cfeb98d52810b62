import { getStoredToken, requestHeaders } from '../apollo/apollo-client';

export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'];
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be a cover, checked before anything is sent; undefined when it can. */
export function coverProblem(file: File): string | undefined {
  if (!COVER_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, WebP or AVIF image.';
  if (file.size > COVER_MAX_BYTES) return 'The image is larger than 5 MB. Please choose a smaller one.';
  return undefined;
}

/**
 * Uploads a cover through the REST door (/api/images, multipart field "file"): it answers with the
 * URL the article stores. The server checks the real type by its bytes and the size again.
 */
export async function uploadCover(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/images', {
      method: 'POST',
      headers: requestHeaders(getStoredToken()),
      body,
    });
  } catch {
    throw new Error('The image could not be sent. Check your connection and try again.');
  }
  const answer = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !answer.url) throw new Error(answer.message || 'The image could not be uploaded.');
  return answer.url;
}
