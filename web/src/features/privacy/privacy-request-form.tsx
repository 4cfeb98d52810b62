import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_LENGTH } from '@agency/schema/forms';
import {
  PRIVACY_LINK_HOURS,
  PRIVACY_REQUEST_TYPES,
  privacyRequestInput,
  type PrivacyRequestType,
} from '@agency/schema/privacy-requests';
import { errorsOf } from '@agency/schema/validation';
import { BotCheckNotice } from '../../components/bot-check/bot-check-notice';
import { BotCheckFailed } from '../../components/bot-check/bot-check-client';
import { useBotCheck } from '../../components/bot-check/use-bot-check';
import { Honeypot } from '../../components/form/honeypot';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { graphql } from '../../gql/gql';
import { createGraphQLRequest, GraphQLRequestError } from '../../lib/graphql';
import field from '../../components/form/field.module.css';
import layout from '../../components/form/lead-form.module.css';
import styles from './privacy-request-form.module.css';

const SendPrivacyRequest = graphql(`
  mutation SendPrivacyRequest($input: PrivacyRequestInput!) {
    sendPrivacyRequest(input: $input)
  }
`);

type Values = { name: string; email: string; type: PrivacyRequestType | ''; details: string };
type Field = keyof Values;
const FAILED = 'Sorry, we could not send your request. Please try again.';

/**
 * A visitor's request about their data (decision 057): not a sales lead, so not the contact form.
 * The address is proven by a link mailed to it; the same bot-check, honeypot and rate limits as
 * the lead forms keep it from being a way to mail strangers.
 */
export function PrivacyRequestForm() {
  const base = useId();
  const idOf = (name: Field) => `${base}-${name}`;
  const [values, setValues] = useState<Values>({ name: '', email: '', type: '', details: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [website, setWebsite] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState('');
  const botCheck = useBotCheck();
  const thanks = useRef<HTMLHeadingElement>(null);

  // Text typed before React took over the form (it hydrates when it comes into view) is in the
  // fields but not in the state: adopt it, or the first render would wipe it.
  useEffect(() => {
    const typed = { ...values };
    for (const name of ['name', 'email', 'details'] as const) {
      const el = document.getElementById(idOf(name));
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) typed[name] = el.value;
    }
    const checked = document.querySelector<HTMLInputElement>(
      `input[name="${CSS.escape(idOf('type'))}"]:checked`,
    );
    if (checked) typed.type = checked.value as PrivacyRequestType;
    setValues(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  // Focus moves to the confirmation once it is on screen (an animation frame after the answer could
  // come before React had drawn it, and the focus was then lost).
  useEffect(() => {
    if (state === 'sent') thanks.current?.focus();
  }, [state]);

  const set = (name: Field, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: errorsOf<Field>(privacyRequestInput, next)[name] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const found = errorsOf<Field>(privacyRequestInput, values);
    setErrors(found);
    const first = (['name', 'email', 'type', 'details'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(first === 'type' ? `${idOf('type')}-ACCESS` : idOf(first))?.focus();
      return;
    }
    setState('sending');
    setFailure('');
    try {
      const solution = await botCheck.take();
      await createGraphQLRequest(fetch.bind(globalThis))(SendPrivacyRequest, {
        input: { ...values, website, botCheck: solution },
      });
      setState('sent');
    } catch (error) {
      setState('idle');
      botCheck.start();
      if (error instanceof GraphQLRequestError && error.fields)
        setErrors(error.fields as Partial<Record<Field, string>>);
      setFailure(
        error instanceof BotCheckFailed || error instanceof GraphQLRequestError ? error.message : FAILED,
      );
    }
  };

  if (state === 'sent')
    return (
      <div className={styles.sent} role="status">
        <h3 ref={thanks} tabIndex={-1}>
          Check your e-mail
        </h3>
        <p>
          We sent a link to <strong>{values.email.trim().toLowerCase()}</strong>. Open it within{' '}
          {PRIVACY_LINK_HOURS} hours to confirm the request is yours; we answer within one month of that.
        </p>
      </div>
    );

  return (
    <form
      className={layout.form}
      noValidate
      onSubmit={submit}
      onFocus={botCheck.start}
      aria-label="Privacy request"
    >
      <div className={layout.grid}>
        <TextField
          id={idOf('name')}
          label="Full name"
          autoComplete="name"
          maxLength={MAX_LENGTH.name}
          value={values.name}
          onValueChange={(v) => set('name', v)}
          error={errors.name}
        />
        <TextField
          id={idOf('email')}
          label="E-mail your data was sent with"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={MAX_LENGTH.email}
          value={values.email}
          onValueChange={(v) => set('email', v)}
          error={errors.email}
        />
      </div>
      <fieldset className={styles.types} aria-describedby={errors.type ? `${idOf('type')}-error` : undefined}>
        <legend className={field.label}>What are you asking for?</legend>
        {(Object.keys(PRIVACY_REQUEST_TYPES) as PrivacyRequestType[]).map((type) => (
          <label key={type} className={styles.type}>
            <input
              type="radio"
              id={`${idOf('type')}-${type}`}
              name={idOf('type')}
              value={type}
              checked={values.type === type}
              onChange={() => set('type', type)}
            />
            <span>{PRIVACY_REQUEST_TYPES[type]}</span>
          </label>
        ))}
        {errors.type && (
          <p id={`${idOf('type')}-error`} className={styles.error} role="alert">
            {errors.type}
          </p>
        )}
      </fieldset>
      <TextareaField
        id={idOf('details')}
        label={values.type === 'CORRECTION' ? 'What should be corrected?' : 'Details (optional)'}
        maxLength={3000}
        value={values.details}
        onValueChange={(v) => set('details', v)}
        error={errors.details}
      />
      <Honeypot value={website} onValueChange={setWebsite} />
      <button type="submit" className={layout.submit} disabled={state === 'sending'}>
        {state === 'sending' ? 'Sending…' : 'Send request'}
      </button>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <BotCheckNotice {...botCheck.view} />
    </form>
  );
}
