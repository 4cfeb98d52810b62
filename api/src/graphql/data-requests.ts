import type { OutboxMessage } from '../db.ts';
import type { DataSubjectReport, SubjectFile } from '../services/data-requests.ts';
import type { RemovalCounts } from '../services/lead-removal.ts';
import { builder, scopeOf } from './builder.ts';
import { DataRequestsService } from '../services/data-requests.ts';
import { ContactRequestRef, JobApplicationRef } from './inbox.ts';

// Access and erasure requests (decision 030). The archive itself is binary, so it is REST only:
// POST /api/privacy/export with { email }.

const SubjectFileRef = builder.objectRef<SubjectFile>('DataSubjectFile').implement({
  description: 'A file sent with one of the forms.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Upload id (download: GET /api/files/{id}).' }),
    name: t.exposeString('name', { description: 'The name it was sent with.' }),
    mimeType: t.exposeString('mimeType', { description: 'Its type, as checked on upload.' }),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    leadId: t.exposeID('leadId', { description: 'The contact request or application it came with.' }),
  }),
});

const SubjectEmailRef = builder.objectRef<OutboxMessage>('DataSubjectEmail').implement({
  description: 'An e-mail the website sent (or is sending) that names the address.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Outbox message id.' }),
    to: t.exposeString('to', { description: 'Recipients.' }),
    subject: t.exposeString('subject', { description: 'Subject line.' }),
    status: t.string({
      description: 'PENDING (waiting or being sent), SENT or FAILED.',
      // SENDING is the outbox's claim on a message in flight: to a reader it is still pending.
      resolve: (m) => (m.status === 'SENDING' ? 'PENDING' : m.status),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was queued.' }),
  }),
});

const ReportRef = builder.objectRef<DataSubjectReport>('DataSubjectReport').implement({
  description: 'Everything the website stores about one e-mail address.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address, as the forms store it (lower case).' }),
    staffAccount: t.exposeBoolean('staffAccount', {
      description: 'True when a staff account uses it (managed on the Users screen, not erased here).',
    }),
    contactRequests: t.field({
      type: [ContactRequestRef],
      description: 'Its contact requests, newest first.',
      resolve: (r) => r.contactRequests,
    }),
    jobApplications: t.field({
      type: [JobApplicationRef],
      description: 'Its job applications, newest first.',
      resolve: (r) => r.jobApplications,
    }),
    files: t.field({ type: [SubjectFileRef], description: 'Files sent with them.', resolve: (r) => r.files }),
    emails: t.field({
      type: [SubjectEmailRef],
      description: 'E-mails that name it.',
      resolve: (r) => r.emails,
    }),
  }),
});

const ErasureRef = builder.objectRef<RemovalCounts>('DataErasure').implement({
  description: 'What an erasure deleted.',
  fields: (t) => ({
    contactRequests: t.exposeInt('contactRequests', { description: 'Contact requests deleted.' }),
    jobApplications: t.exposeInt('jobApplications', { description: 'Job applications deleted.' }),
    files: t.exposeInt('files', { description: 'Files deleted.' }),
    emails: t.exposeInt('emails', { description: 'Outbox e-mails deleted.' }),
  }),
});

const EMAIL = 'The e-mail address the request is about.';

builder.queryFields((t) => ({
  dataSubject: t.field({
    type: ReportRef,
    description:
      'Everything stored about an e-mail address, for an access or erasure request (ADMIN, OWNER). Recorded.',
    authScopes: scopeOf(DataRequestsService.access.find),
    args: { email: t.arg.string({ required: true, description: EMAIL }) },
    resolve: async (_root, args, ctx) => ctx.services.dataRequests.find(await ctx.actor(), args.email),
  }),
}));

builder.mutationFields((t) => ({
  eraseDataSubject: t.field({
    type: ErasureRef,
    description:
      'Deletes every contact request and application of an e-mail address with their files, and the e-mails ' +
      'that name it (ADMIN, OWNER). Recorded in the audit log under a masked address.',
    authScopes: scopeOf(DataRequestsService.access.erase),
    args: { email: t.arg.string({ required: true, description: EMAIL }) },
    resolve: async (_root, args, ctx) => ctx.services.dataRequests.erase(await ctx.actor(), args.email),
  }),
}));
