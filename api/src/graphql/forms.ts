import type { Receipt } from '../services/leads.ts';
import { builder } from './builder.ts';

const ReceiptRef = builder.objectRef<Receipt>('SubmissionReceipt').implement({
  description: 'Proof that a form submission was stored.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Reference of the stored submission.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was stored.' }),
  }),
});

const common = {
  name: 'Full name.',
  email: 'E-mail address; stored lower-case.',
  country: 'A country name from the form list.',
  message: 'The message.',
  attachmentUrl: 'URL returned by uploadFile (or POST /api/upload-file), if a file was attached.',
  attachmentName: 'File name returned with that URL.',
  website: 'Leave empty. A hidden field that only bots fill in.',
  botCheck:
    'The solution of a bot-check challenge (query botCheckChallenge): for ALTCHA, base64 of ' +
    '{"challenge":{"parameters","signature"},"solution":{"counter","derivedKey"}}; for Turnstile or hCaptcha, ' +
    "the widget's token. Required unless the server runs with BOT_CHECK=off; each solution is accepted once.",
} as const;

/** The first-touch fields of both forms (decision 051): where the visit in this tab began. */
const firstTouch = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  landingPage: t.string({
    description:
      'The first page of the visit in this tab: a path of this site with its query ("/…", at most 1000 characters).',
  }),
  referrer: t.string({
    description: "That page's referrer: an absolute http(s) URL (at most 1000 characters), or empty.",
  }),
  utmSource: t.string({ description: 'utm_source of that page (at most 200 characters).' }),
  utmMedium: t.string({ description: 'utm_medium of that page (at most 200 characters).' }),
  utmCampaign: t.string({ description: 'utm_campaign of that page (at most 200 characters).' }),
  utmTerm: t.string({ description: 'utm_term of that page (at most 200 characters).' }),
  utmContent: t.string({ description: 'utm_content of that page (at most 200 characters).' }),
});

const ContactRequestInput = builder.inputType('ContactRequestInput', {
  description: 'The footer contact form. Validated with the exact rules and messages of the form.',
  fields: (t) => ({
    name: t.string({ required: true, description: common.name }),
    email: t.string({ required: true, description: common.email }),
    country: t.string({ required: true, description: common.country }),
    interest: t.string({ required: true, description: 'One of the interest options, e.g. "Outsource".' }),
    message: t.string({ required: true, description: common.message }),
    attachmentUrl: t.string({ description: common.attachmentUrl }),
    attachmentName: t.string({ description: common.attachmentName }),
    website: t.string({ description: common.website }),
    botCheck: t.string({ description: common.botCheck }),
    ...firstTouch(t),
  }),
});

const JobApplicationInput = builder.inputType('JobApplicationInput', {
  description: 'The careers application form. Validated with the exact rules and messages of the form.',
  fields: (t) => ({
    name: t.string({ required: true, description: common.name }),
    email: t.string({ required: true, description: common.email }),
    country: t.string({ required: true, description: common.country }),
    position: t.string({ required: true, description: 'A vacancy name, or free text when none is open.' }),
    message: t.string({ required: true, description: common.message }),
    attachmentUrl: t.string({ description: `${common.attachmentUrl} The CV is optional.` }),
    attachmentName: t.string({ description: common.attachmentName }),
    website: t.string({ description: common.website }),
    botCheck: t.string({ description: common.botCheck }),
    ...firstTouch(t),
  }),
});

builder.mutationFields((t) => ({
  submitContactRequest: t.field({
    type: ReceiptRef,
    description:
      'Sends the contact form. Invalid fields fail with code BAD_USER_INPUT and extensions.fields holding the ' +
      "form's messages; nothing is stored then (a missing, wrong, expired or used botCheck names that field). " +
      'Rate-limited per IP and per e-mail.',
    args: { input: t.arg({ type: ContactRequestInput, required: true, description: 'The form fields.' }) },
    resolve: async (_root, { input }, ctx) => ctx.services.leads.submitContact(input, await ctx.actor()),
  }),
  submitJobApplication: t.field({
    type: ReceiptRef,
    description: 'Sends the job application form; errors as for submitContactRequest.',
    args: { input: t.arg({ type: JobApplicationInput, required: true, description: 'The form fields.' }) },
    resolve: async (_root, { input }, ctx) => ctx.services.leads.submitApplication(input, await ctx.actor()),
  }),
}));
