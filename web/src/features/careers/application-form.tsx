import {
  MAX_LENGTH,
  normaliseEmail,
  POSITION_PLACEHOLDER,
  validateApplication,
  type ApplicationInput,
} from '@agency/schema/forms';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useId, useMemo } from 'react';
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
import { ApplicationConfirmation } from './application-form-confirmation';
import styles from './application-form.module.css';
import layout from '../../components/form/lead-form.module.css';

const SubmitJobApplication = graphql(`
  mutation SubmitJobApplication($input: JobApplicationInput!) {
    submitJobApplication(input: $input) {
      id
    }
  }
`);

type VacancyOption = { id: string; name: string };

/** The careers page's application section; the 'Join Us' buttons jump to #apply. */
export function JobApplicationSection({ vacancies }: { vacancies: VacancyOption[] }) {
  return (
    <section id="apply" className={`${layout.section} ${styles.section}`} aria-labelledby="apply-title">
      <div className={`container ${layout.inner}`}>
        <div className={styles.intro}>
          <h2 id="apply-title" className={layout.title}>
            Apply to join the team
          </h2>
          <p className={styles.lead}>
            Tell us about yourself and attach your CV. Our HR manager reads every application.
          </p>
        </div>
        <ApplicationForm vacancies={vacancies} />
      </div>
    </section>
  );
}

function ApplicationForm({ vacancies }: { vacancies: VacancyOption[] }) {
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const positions = useMemo(() => [...new Set(vacancies.map((vacancy) => vacancy.name))], [vacancies]);
  // With open vacancies the position is chosen from them; with none, candidates type it.
  const mode = positions.length > 0 ? 'select' : 'text';
  // A 'Join Us' link carries ?position=<vacancy name>: that vacancy comes preselected.
  const linked = useSearch({
    strict: false,
    select: (search) => (search as { position?: unknown }).position,
  });
  const preselected = typeof linked === 'string' && positions.includes(linked) ? linked : '';
  const dropdown = useOneOpen<'country' | 'position'>();
  const form = useLeadForm({
    initial: { name: '', email: '', country: '', position: preselected, message: '' },
    validate: (values: ApplicationInput) => validateApplication(values, mode),
    send: (values, extra) =>
      createGraphQLRequest(fetch.bind(globalThis))(SubmitJobApplication, { input: { ...values, ...extra } }),
    idOf,
    notify: notify.error,
  });
  const { values, errors, setField } = form;

  useEffect(() => {
    if (preselected) setField('position', preselected);
    // Only when the link changes: setField is a new function on every render.
  }, [preselected]);

  return (
    <div className={`${layout.card} ${styles.card} ${form.sent ? styles.sent : ''}`}>
      {form.sent ? (
        <ApplicationConfirmation />
      ) : (
        <form
          className={layout.form}
          method="post"
          noValidate
          onSubmit={form.submit}
          aria-label="Job application form"
        >
          <div className={layout.grid}>
            <TextField
              id={idOf('name')}
              label="Full name"
              autoComplete="name"
              maxLength={MAX_LENGTH.name}
              value={values.name}
              onValueChange={(value) => setField('name', value)}
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
              onValueChange={(value) => setField('email', value)}
              error={errors.email}
            />
            <CountrySelect
              id={idOf('country')}
              value={values.country}
              onValueChange={(value) => setField('country', value)}
              error={errors.country}
              {...dropdown('country')}
            />
            {mode === 'select' ? (
              <Listbox
                id={idOf('position')}
                label="Position"
                placeholder={POSITION_PLACEHOLDER}
                options={positions}
                value={values.position}
                onValueChange={(value) => setField('position', value)}
                error={errors.position}
                {...dropdown('position')}
              />
            ) : (
              <TextField
                id={idOf('position')}
                label="Position"
                placeholder="e.g. Flutter developer"
                maxLength={MAX_LENGTH.position}
                value={values.position}
                onValueChange={(value) => setField('position', value)}
                error={errors.position}
              />
            )}
          </div>
          <TextareaField
            id={idOf('message')}
            label="Message"
            maxLength={MAX_LENGTH.message}
            value={values.message}
            onValueChange={(value) => setField('message', value)}
            error={errors.message}
          />
          <FileInput
            id={idOf('attachment')}
            label="Attach your CV"
            file={form.file}
            onFileChange={form.chooseFile}
            error={errors.attachment}
          />
          <Honeypot {...form.honeypot} />
          <button type="submit" className={layout.submit} disabled={form.sending}>
            {form.sending ? 'Sending…' : 'Send application'}
          </button>
        </form>
      )}
    </div>
  );
}
