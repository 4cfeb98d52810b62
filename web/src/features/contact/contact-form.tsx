import {
  validateContact,
  INTEREST_OPTIONS,
  INTEREST_PLACEHOLDER,
  MAX_LENGTH,
  normaliseEmail,
} from '@agency/schema/forms';
import { useEffect, useId, useRef } from 'react';
import { CountrySelect } from '../../components/form/country-select';
import { FileInput } from '../../components/form/file-input';
import { Honeypot } from '../../components/form/honeypot';
import { Listbox, useOneOpen } from '../../components/form/listbox';
import { notify } from '../../components/toasts/notify';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useLeadForm } from '../../components/form/use-lead-form';
import { graphql } from '../../gql/gql';
import { createGraphQLRequest } from '../../lib/graphql';
import styles from './contact-form.module.css';
import layout from '../../components/form/lead-form.module.css';

const SubmitContactRequest = graphql(`
  mutation SubmitContactRequest($input: ContactRequestInput!) {
    submitContactRequest(input: $input) {
      id
    }
  }
`);

const EMPTY = { name: '', email: '', country: '', interest: '', message: '' };

export function ContactForm() {
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const dropdown = useOneOpen<'country' | 'interest'>();
  const form = useLeadForm({
    initial: EMPTY,
    validate: validateContact,
    send: (values, extra) =>
      createGraphQLRequest(fetch.bind(globalThis))(SubmitContactRequest, { input: { ...values, ...extra } }),
    idOf,
    notify: notify.error,
  });
  const { values, errors } = form;

  if (form.sent) return <ThankYou />;

  return (
    <form className={layout.form} method="post" noValidate onSubmit={form.submit} aria-label="Contact form">
      <div className={layout.grid}>
        <TextField
          id={idOf('name')}
          label="Full name"
          autoComplete="name"
          maxLength={MAX_LENGTH.name}
          value={values.name}
          onValueChange={(value) => form.setField('name', value)}
          error={errors.name}
        />
        <TextField
          id={idOf('email')}
          label="E-mail"
          type="text"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={MAX_LENGTH.email}
          value={values.email}
          transform={normaliseEmail}
          onValueChange={(value) => form.setField('email', value)}
          error={errors.email}
        />
        <CountrySelect
          id={idOf('country')}
          value={values.country}
          onValueChange={(value) => form.setField('country', value)}
          error={errors.country}
          {...dropdown('country')}
        />
        <Listbox
          id={idOf('interest')}
          label="Interest"
          placeholder={INTEREST_PLACEHOLDER}
          options={INTEREST_OPTIONS}
          value={values.interest}
          onValueChange={(value) => form.setField('interest', value)}
          error={errors.interest}
          {...dropdown('interest')}
        />
      </div>
      <TextareaField
        id={idOf('message')}
        label="Message"
        maxLength={MAX_LENGTH.message}
        value={values.message}
        onValueChange={(value) => form.setField('message', value)}
        error={errors.message}
      />
      <FileInput
        id={idOf('attachment')}
        label="Attach file"
        file={form.file}
        onFileChange={form.chooseFile}
        error={errors.attachment}
      />
      <Honeypot {...form.honeypot} />
      <button type="submit" className={layout.submit} disabled={form.sending}>
        {form.sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}

function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.thanks} role="status">
      <h3 className={styles.thanksTitle} ref={heading} tabIndex={-1}>
        Thank You!
      </h3>
      <p>Our manager will contact you shortly</p>
    </div>
  );
}
