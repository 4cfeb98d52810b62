import { getStoredToken, requestHeaders } from '../apollo/apollo-client';
import { coverProblem } from './cover-upload';

export type UploadedPicture = { url: string; width: number | null; height: number | null };

// Sent as text (a multipart request carries its own operation; decision 003).
const UPLOAD = 'mutation ($file: File!) { uploadArticleImage(file: $file) { url width height } }';

/**
 * Uploads a picture for an article's text (GraphQL uploadArticleImage, multipart). The browser
 * checks type and size first; the server checks them again by content, with the pixel limit.
 */
export async function uploadArticleImage(file: File): Promise<UploadedPicture> {
  const problem = coverProblem(file);
  if (problem) throw new Error(problem);
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name || 'pasted-image');
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { ...requestHeaders(getStoredToken()), 'apollo-require-preflight': 'true' },
      body,
    });
  } catch {
    throw new Error('The picture could not be sent. Check your connection and try again.');
  }
  const answer = (await response.json().catch(() => ({}))) as {
    data?: { uploadArticleImage?: UploadedPicture };
    errors?: { message: string }[];
    message?: string;
  };
  const picture = answer.data?.uploadArticleImage;
  if (!picture)
    throw new Error(answer.errors?.[0]?.message ?? answer.message ?? 'The picture could not be uploaded.');
  return picture;
}
