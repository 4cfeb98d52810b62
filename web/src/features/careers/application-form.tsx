import { MAX_LENGTH, POSITION_PLACEHOLDER } from '@agency/schema/forms';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useId, useMemo } from 'react';
import { LeadFormEnd, PersonFields } from '../../components/form/lead-fields';
import { Listbox, useOneOpen } from '../../components/form/listbox';
import { notify } from '../../components/toasts/notify';
import { TextField } from '../../components/form/text-field';
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
    // The link's choice is applied after hydration (below): the server HTML of /careers is one cached
    // page whatever the query says, so the first client render must match it.
    initial: { name: '', email: '', country: '', position: '', message: '' },
    validate: (rules, values) => rules.validateApplication(values, mode),
    send: (values, extra, headers) =>
      createGraphQLRequest(
        fetch.bind(globalThis),
        '/graphql',
        headers,
      )(SubmitJobApplication, { input: { ...values, ...extra } }),
    idOf,
    notify: notify.error,
  });
  const { values, errors, setField } = form;

  useEffect(() => {
    if (preselected) setField('position', preselected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the link changes: setField is new on every render
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
          onFocus={form.prepare}
          aria-label="Job application form"
        >
          <div className={layout.grid}>
            <PersonFields form={form} countryDropdown={dropdown('country')} />
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
          <LeadFormEnd form={form} fileLabel="Attach your CV" submitLabel="Send application" />
        </form>
      )}
    </div>
  );
}
