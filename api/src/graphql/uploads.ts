import { Readable } from 'node:stream';
import type { UploadResult } from '../services/uploads.ts';
import { builder, scopeOf, type UploadedPart } from './builder.ts';
import { UploadsService } from '../services/uploads.ts';

const UploadedFileRef = builder.objectRef<UploadResult>('UploadedFile').implement({
  description: 'A stored upload.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Where the file is: pass it as attachmentUrl (or coverUrl).' }),
    name: t.exposeString('name', { description: 'The original file name: pass it as attachmentName.' }),
  }),
});

// Readable.from takes any async iterable: the platform's streams and the fetch ponyfill's alike.
const toNodeStream = (file: UploadedPart) =>
  Readable.from(file.stream() as unknown as AsyncIterable<Uint8Array>);

builder.mutationFields((t) => ({
  uploadFile: t.field({
    type: UploadedFileRef,
    description:
      'Uploads an attachment or CV for a form: .pdf, .doc or .docx (checked by content), at most 5242880 bytes, one ' +
      'file. Send it as a GraphQL multipart request with the header "apollo-require-preflight: true".',
    args: { file: t.arg({ type: 'File', required: true, description: 'The file part.' }) },
    resolve: async (_root, { file }, ctx) =>
      ctx.services.uploads.uploadAttachment(toNodeStream(file), file.name, await ctx.actor()),
  }),
  uploadCoverImage: t.field({
    type: UploadedFileRef,
    description:
      'Uploads an article cover: PNG, JPEG, WebP or AVIF, at most 5242880 bytes (ADMIN, COPYWRITER, OWNER).',
    authScopes: scopeOf(UploadsService.access.uploadCover),
    args: { file: t.arg({ type: 'File', required: true, description: 'The image part.' }) },
    resolve: async (_root, { file }, ctx) =>
      ctx.services.uploads.uploadCover(await ctx.actor(), async () => ({
        stream: toNodeStream(file),
        filename: file.name,
      })),
  }),
}));
