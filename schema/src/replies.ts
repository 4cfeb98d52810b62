/**
 * Replies to leads and their templates (decision 056). The placeholders, the rules of a template
 * and of a reply, and the filling: the admin screens preview with fillTemplate exactly what the API
 * sends, and the API refuses with the same messages whichever door a template came through.
 */
import * as z from 'zod/mini';

export const PLACEHOLDERS = {
  name: "The lead's name, as they wrote it",
  vacancy: 'The vacancy an application was for (application templates only)',
  sender: 'Your name, as the staff list shows it',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

export const REPLY_TEMPLATE_KINDS = ['any', 'contact', 'application'] as const;
export type ReplyTemplateKind = (typeof REPLY_TEMPLATE_KINDS)[number];

export const REPLY_LIMITS = { name: 80, subject: 200, body: 10_000 } as const;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text uses that are not known, in order of first use. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (!Object.hasOwn(PLACEHOLDERS, m[1]!)) unknown.add(`{{${m[1]}}}`);
  }
  return [...unknown];
}

const usesVacancy = (text: string) => [...text.matchAll(PLACEHOLDER)].some((m) => m[1] === 'vacancy');

export type FillValues = { name: string; vacancy: string | null; sender: string };

/** The text with each known placeholder replaced; {{vacancy}} of a contact request is left empty. */
export function fillTemplate(text: string, values: FillValues): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    key === 'name'
      ? values.name
      : key === 'sender'
        ? values.sender
        : key === 'vacancy'
          ? (values.vacancy ?? '')
          : whole,
  );
}

const text = (label: string, max: number) =>
  z
    .string(`Give the ${label} as text.`)
    .check(
      z.trim(),
      z.minLength(1, `The ${label} is empty.`),
      z.maxLength(max, `The ${label} is longer than ${max} characters.`),
    );

const noUnknown = (label: string) =>
  z.superRefine<string>((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        input: value,
        message: `The ${label} uses unknown placeholders: ${unknown.join(', ')}. Known: {{name}}, {{vacancy}}, {{sender}}.`,
      });
  });

export const replyTemplateInput = z
  .object({
    name: text('name', REPLY_LIMITS.name),
    kind: z.enum(REPLY_TEMPLATE_KINDS, 'Choose any, contact or application.'),
    subject: text('subject', REPLY_LIMITS.subject).check(noUnknown('subject')),
    body: text('text', REPLY_LIMITS.body).check(noUnknown('text')),
  })
  .check(
    z.superRefine((t, ctx) => {
      if (t.kind !== 'application' && (usesVacancy(t.subject) || usesVacancy(t.body)))
        ctx.addIssue({
          code: 'custom',
          input: t.kind,
          path: ['kind'],
          message: '{{vacancy}} is only known for applications: make this an application template.',
        });
    }),
  );
export type ReplyTemplateInput = z.output<typeof replyTemplateInput>;

/** A reply as staff send it: already filled in (the preview they edited), so no placeholder is left. */
export const replyInput = z.object({
  subject: text('subject', REPLY_LIMITS.subject).check(noUnknown('subject')),
  body: text('text', REPLY_LIMITS.body).check(noUnknown('text')),
  templateId: z.nullish(
    z.string('Give the template id as text.').check(z.maxLength(200, 'Unknown template.')),
  ),
  clientKey: z.nullish(
    z
      .string('Give the key as text.')
      .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'The key is 8-100 letters, digits, "-" or "_".')),
  ),
});
