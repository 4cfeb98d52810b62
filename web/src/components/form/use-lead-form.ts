import type { FirstTouch } from '@agency/schema/first-touch';
import { firstTouch } from '../../lib/first-touch';
import { fileError, isValid, normaliseEmail } from '@agency/schema/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../gql/gql';
import { GraphQLRequestError, uploadFile } from '../../lib/graphql';
import { BotCheckFailed } from '../bot-check/bot-check-client';
import { useBotCheck } from '../bot-check/use-bot-check';
import { formRules, loadFormRules, type FormRules } from './form-rules';

const UploadAttachment = graphql(`
  mutation UploadAttachment($file: File!) {
    uploadFile(file: $file) {
      url
      name
    }
  }
`);

export const SEND_FAILED = 'Sorry, we could not send your message. Please try again.';

/** Failures a visitor can do something about; anything else gets the generic apology. */
const ACTIONABLE = new Set(['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED']);

export type Attachment = { attachmentUrl?: string; attachmentName?: string };
type Errors<Field extends string> = Partial<Record<Field | 'attachment', string>>;

type LeadFormOptions<Values extends Record<string, string>> = {
  initial: Values;
  /** The form's shared rules (loaded on first focus); the messages are the ones shown. */
  validate: (rules: FormRules, values: Values) => Partial<Record<keyof Values & string, string>>;
  /** Sends the form once the file (if any) is uploaded. */
  send: (
    values: Values,
    extra: Attachment & FirstTouch & { website: string; botCheck?: string },
    headers: { 'idempotency-key': string },
  ) => Promise<unknown>;
  /** The id of a field's control, to move focus to the first invalid one. */
  idOf: (field: (keyof Values & string) | 'attachment') => string;
  /** Shows the failure to the visitor (a toast). */
  notify: (message: string) => void;
};

export type LeadForm<Values extends Record<string, string>> = ReturnType<typeof useLeadForm<Values>>;

/**
 * State and sending of a lead form (contact request, job application): fields, errors, the
 * optional file, the honeypot and the bot-check. Sending validates first and never sends an invalid
 * form; it takes the bot-check's solution (solved while the visitor typed, or waited for), uploads
 * the file, then sends the form with the returned url and name. A failure is shown and leaves
 * everything as it was typed, with the button enabled again.
 */
export function useLeadForm<Values extends Record<string, string>>(options: LeadFormOptions<Values>) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(options.initial);
  // The values as of the last change, not of the last render: several changes can arrive in one
  // tick (a browser's autofill; the adoption of text typed before hydration, below), and each must
  // build on the one before.
  const latest = useRef(values);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [file, setFile] = useState<File | null>(null);
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  // Names this submission for the API (its Idempotency-Key): sending the same form again after a
  // failure (an answer lost on the way, a proxy retrying on another instance) stores it once. A
  // change to the form makes it a new submission.
  const submission = useRef<string | null>(null);
  const botCheck = useBotCheck();
  const [rules, setRules] = useState(formRules);
  // Fields changed before the rules arrived, checked as soon as they do.
  const unchecked = useRef(new Set<Field>());

  /** For the form's onFocus: the bot-check and the rules start loading in the background. */
  const prepare = () => {
    botCheck.start();
    if (!rules) loadFormRules().then(setRules, () => undefined);
  };

  useEffect(() => {
    if (!rules || unchecked.current.size === 0) return;
    const found = options.validate(rules, values);
    const fields = [...unchecked.current];
    unchecked.current.clear();
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, found[f]])) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the rules arrive
  }, [rules]);

  // Text typed before React took over the page is in the fields but not in the state: adopt it,
  // or the next render would wipe it (the page's code loads after its first paint, decision 032).
  useEffect(() => {
    for (const name of Object.keys(options.initial) as Field[]) {
      const field = document.getElementById(options.idOf(name));
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const typed = name === 'email' ? normaliseEmail(field.value) : field.value;
      if (typed && typed !== latest.current[name]) setField(name, typed);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  /**
   * The e-mail is checked on every change; another field is checked again only while it shows an
   * error, so a choice in a dropdown or a fix in a text field clears its message at once.
   */
  const setField = (name: Field, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    submission.current = null;
    if (name === 'email' || errors[name]) {
      if (!rules) {
        unchecked.current.add(name);
        return;
      }
      const message = options.validate(rules, next)[name];
      setErrors((current) => ({ ...current, [name]: message }));
    }
  };

  const chooseFile = (chosen: File | null) => {
    const message = fileError(chosen);
    // A file that breaks a rule is not kept; the message says why.
    setFile(message ? null : chosen);
    submission.current = null;
    setErrors((current) => ({ ...current, attachment: message }));
  };

  const focusFirstInvalid = (found: Errors<Field>) => {
    const first = (Object.keys(options.initial) as Field[]).find((name) => found[name]);
    if (first) document.getElementById(options.idOf(first))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    let loadedRules: FormRules;
    try {
      loadedRules = rules ?? (await loadFormRules());
    } catch {
      options.notify(SEND_FAILED);
      return;
    }
    const found = options.validate(loadedRules, values) as Errors<Field>;
    if (!isValid(found)) {
      setErrors((current) => ({ ...found, attachment: current.attachment }));
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setStatus('sending');
    let stage: 'check' | 'upload' | 'send' = 'check';
    try {
      // Before the upload: a check that cannot pass leaves no orphaned file behind.
      const solution = await botCheck.take();
      stage = 'upload';
      const extra: Attachment = {};
      if (file) {
        const { uploadFile: uploaded } = await uploadFile(UploadAttachment, file);
        extra.attachmentUrl = uploaded.url;
        extra.attachmentName = uploaded.name;
      }
      stage = 'send';
      submission.current ??= submissionKey();
      await options.send(
        values,
        // Where the visit began (decision 051), as this tab recorded it.
        { ...firstTouch(), ...extra, website, botCheck: solution },
        { 'idempotency-key': submission.current },
      );
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      // Each solution is used once: the next attempt's is solved while the visitor reads this.
      botCheck.start();
      if (error instanceof BotCheckFailed) {
        options.notify(error.message);
        return;
      }
      const known = error instanceof GraphQLRequestError && !!error.code && ACTIONABLE.has(error.code);
      if (known) {
        const fromServer = { ...error.fields } as Errors<Field>;
        // The API refused the file itself (type by content, size, empty): say so under the field.
        if (stage === 'upload' && error.code !== 'RATE_LIMITED') fromServer.attachment = error.message;
        setErrors(fromServer);
      }
      options.notify(known ? error.message : SEND_FAILED);
    }
  };

  return {
    values,
    errors,
    file,
    idOf: options.idOf,
    setField,
    chooseFile,
    honeypot: { value: website, onValueChange: setWebsite },
    /** For the form's onFocus. */
    prepare,
    /** For <BotCheckNotice>. */
    botCheck: { view: botCheck.view },
    submit,
    sending: status === 'sending',
    sent: status === 'sent',
  };
}

/** 128 random bits as hex; getRandomValues works on plain-http origins too, unlike randomUUID. */
function submissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
