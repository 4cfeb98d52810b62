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
import { usePositions } from './use-positions';
import type { PositionOption } from './vacancy-list';
import styles from './application-form.module.css';
import layout from '../../components/form/lead-form.module.css';

const SubmitJobApplication = graphql(`
  mutation SubmitJobApplication($input: JobApplicationInput!) {
    submitJobApplication(input: $input) {
      id
    }
  }
`);

type FormProps = {
  /** Whether any vacancy is open: the position is chosen from them, or typed when none is. */
  hiring: boolean;
  /** The positions offered, or null to fetch them once a visitor starts on the form (a long list). */
  positions: PositionOption[] | null;
  /** A vacancy page's own vacancy, chosen from the start (its slug). */
  preset?: string | undefined;
};

/** The application section: on /careers (the 'Join Us' buttons jump to #apply) and on each vacancy's page. */
export function JobApplicationSection(props: FormProps) {
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
        <ApplicationForm {...props} />
      </div>
    </section>
  );
}

/** The option a link's ?position= names: a slug, or (older links) the position or vacancy name. */
function linkedOption(positions: PositionOption[], linked: unknown): string {
  if (typeof linked !== 'string') return '';
  const bySlug = positions.find((option) => option.slug === linked);
  if (bySlug) return bySlug.label;
  const byLabel = positions.filter((o) => o.label === linked || o.label.startsWith(`${linked} (`));
  return byLabel.length === 1 ? byLabel[0]!.label : '';
}

function ApplicationForm({ hiring, positions: given, preset }: FormProps) {
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  // With open vacancies the position is chosen from them; with none, candidates type it.
  const mode = hiring ? 'select' : 'text';
  // A 'Join Us' link carries ?position=<vacancy slug>: that vacancy comes preselected.
  const linked = useSearch({
    strict: false,
    select: (search) => (search as { position?: unknown }).position,
  });
  const { options, load: loadOptions } = usePositions(given, hiring && typeof linked === 'string');
  const positions = useMemo(() => options.map((option) => option.label), [options]);
  const preselected = linkedOption(options, linked);
  const initialPosition = preset ? linkedOption(options, preset) : '';
  const dropdown = useOneOpen<'country' | 'position'>();
  const form = useLeadForm({
    // A link's choice is applied after hydration (below): the server HTML of /careers is one cached
    // page whatever ?position= says, so the first client render must match it. A vacancy page's own
    // vacancy is part of that page, so it is chosen in the server HTML already.
    initial: { name: '', email: '', country: '', position: initialPosition, message: '' },
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
          onFocus={() => {
            form.prepare();
            if (hiring) loadOptions();
          }}
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
