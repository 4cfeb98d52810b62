import { INTEREST_OPTIONS, INTEREST_PLACEHOLDER } from '@agency/schema/forms';
import { useEffect, useId, useRef } from 'react';
import { LeadFormEnd, PersonFields } from '../../components/form/lead-fields';
import { Listbox, useOneOpen } from '../../components/form/listbox';
import { notify } from '../../components/toasts/notify';
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
    validate: (rules, values) => rules.validateContact(values),
    send: (values, extra, headers) =>
      createGraphQLRequest(
        fetch.bind(globalThis),
        '/graphql',
        headers,
      )(SubmitContactRequest, { input: { ...values, ...extra } }),
    idOf,
    notify: notify.error,
  });
  const { values, errors } = form;

  if (form.sent) return <ThankYou />;

  return (
    <form
      className={layout.form}
      method="post"
      noValidate
      onSubmit={form.submit}
      onFocus={form.prepare}
      aria-label="Contact form"
    >
      <div className={layout.grid}>
        <PersonFields form={form} countryDropdown={dropdown('country')} />
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
      <LeadFormEnd form={form} fileLabel="Attach file" submitLabel="Send message" />
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
