import { sanitizeRichText } from '@agency/schema/rich-text';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { COUNTRIES } from '@agency/schema/countries';
import { placeOf } from '@agency/schema/vacancy-place';
import { VacancyContent, VacancyFacts } from '../../../components/vacancy-details/vacancy-details';
import { useSiteSettings } from '../../../lib/site-settings';
import { vacanciesCopy } from '../../../content/careers';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { DraftNotice } from '../ui/draft-notice';
import { PublishActions } from '../ui/publish-actions';
import { fieldErrors, notifyFailure } from '../ui/errors';
import { RichTextEditor } from '../ui/rich-text-editor';
import { useEditorState } from '../ui/use-editor-state';
import { EditingPanel } from '../ui/editing-panel';
import { useVacancyDraft } from './use-vacancy-draft';
import { AdminVacancyDocument, CreateVacancyDocument } from './vacancy-documents';
import {
  newVacancy,
  trimmed,
  VACANCY_FIELDS,
  validateVacancy,
  valuesOf,
  type SavedVacancy,
  type VacancyErrors,
  type VacancyField,
  type VacancyValues,
} from './vacancy-values';
import styles from './vacancies.module.css';
import { VACANCY_TEXT_MAX } from '@agency/schema/vacancies';

type TextField = 'name' | 'languageLvl' | 'experience' | 'city';
const LABELS: Record<TextField, { label: string; hint?: string }> = {
  name: { label: 'Position', hint: 'As candidates search for it, e.g. Senior React Developer.' },
  languageLvl: { label: 'English level', hint: 'e.g. Upper-Intermediate or B2.' },
  experience: { label: 'Experience', hint: 'e.g. 3+ years with React.' },
  city: { label: 'City', hint: 'Where the office is. Leave it empty for a remote-only job.' },
};

/**
 * Creates or changes a vacancy. A new one starts hidden; a listed vacancy is on /careers as soon as
 * it is saved (the API clears its public cache on every write). After a create the page moves to
 * the edit screen.
 */
export function VacancyForm({ vacancy, draftKey }: { vacancy?: SavedVacancy; draftKey?: string }) {
  const navigate = useNavigate();
  const siteCountry = useSiteSettings().country;
  const { values, setValues, dirty, markSaved, stored, replace, draft } = useEditorState<VacancyValues>(
    () => (vacancy ? valuesOf(vacancy) : newVacancy(siteCountry)),
    draftKey,
  );
  const [errors, setErrors] = useState<VacancyErrors>({});
  const [create, creating] = useMutation(CreateVacancyDocument);
  const drafts = useVacancyDraft(vacancy, { values, dirty, replace, stored });
  const busy = creating.loading || drafts.busy;

  const set = <K extends keyof VacancyValues>(key: K, value: VacancyValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key as VacancyField]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = trimmed(values);
    const problems = validateVacancy(input);
    setErrors(problems);
    const first = VACANCY_FIELDS.find((field) => problems[field]);
    if (first) {
      document.getElementById(`vacancy-${first}`)?.focus();
      return;
    }
    try {
      let result: SavedVacancy;
      if (vacancy) {
        // Edits are a server draft until now; this puts them live (decision 045).
        result = await drafts.publish(vacancy, input.visibility);
      } else {
        const { data } = await create({
          variables: { input },
          // The list query refetches with the new row when it is next shown.
          update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'vacancies' }),
        });
        if (!data) throw new Error('no data');
        result = data.createVacancy;
        creating.client.writeQuery({
          query: AdminVacancyDocument,
          variables: { id: result.id },
          data: { vacancy: result },
        });
      }
      notify.success(vacancy ? 'The changes are published.' : 'The vacancy has been created.');
      // A new vacancy moves to its edit address once the saved state has rendered.
      const id = result.id;
      markSaved(
        valuesOf(result),
        vacancy
          ? undefined
          : () => void navigate({ to: '/admin-panel/vacancy/$id/edit', params: { id }, replace: true }),
      );
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(Object.fromEntries(VACANCY_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])));
      // Spec section 8: one fallback for a failed create and a failed update.
      notifyFailure(err, 'Error create vacancy');
    }
  };

  const describedBy = (id: VacancyField, hint: boolean) =>
    [hint && `vacancy-${id}-hint`, errors[id] && `vacancy-${id}-error`].filter(Boolean).join(' ') ||
    undefined;

  const error = (id: VacancyField) =>
    errors[id] && (
      <p id={`vacancy-${id}-error`} className={ui.error} role="alert">
        {errors[id]}
      </p>
    );

  const textField = (id: TextField) => (
    <div className={ui.field} key={id}>
      <label className={ui.label} htmlFor={`vacancy-${id}`}>
        {LABELS[id].label}
      </label>
      <input
        id={`vacancy-${id}`}
        className={ui.input}
        value={values[id]}
        maxLength={VACANCY_TEXT_MAX}
        onChange={(event) => set(id, event.target.value)}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={describedBy(id, Boolean(LABELS[id].hint))}
      />
      {LABELS[id].hint && (
        <p id={`vacancy-${id}-hint`} className={ui.hint}>
          {LABELS[id].hint}
        </p>
      )}
      {error(id)}
    </div>
  );

  return (
    <>
      {draft.offer && (
        <DraftNotice draft={draft.offer} onRestore={() => draft.restore()} onDiscard={draft.discard} />
      )}
      {vacancy && <EditingPanel type="VACANCY" id={vacancy.id} server={drafts.server} />}
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Vacancy">
        <div className={styles.grid}>{(['name', 'languageLvl', 'experience'] as const).map(textField)}</div>
        {vacancy && (
          <p className={ui.hint}>
            Its page: <a href={vacancy.url}>{vacancy.url}</a>
            {vacancy.visibility ? '' : ' (visitors see it once the vacancy is listed)'}
          </p>
        )}
        {/* Where the job is: what its page and its job posting say (decision 038). */}
        <fieldset className={styles.location}>
          <legend>Location</legend>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="vacancy-country">
              Country
            </label>
            <select
              id="vacancy-country"
              className={ui.select}
              value={values.country}
              onChange={(event) => set('country', event.target.value)}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={describedBy('country', true)}
            >
              <option value="">Choose a country</option>
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            <p id="vacancy-country-hint" className={ui.hint}>
              Of the office; for remote work, where candidates must live.
            </p>
            {error('country')}
          </div>
          {textField('city')}
          <div className={`${ui.field} ${styles.remote}`}>
            <label className={ui.checkbox}>
              <input
                id="vacancy-remote"
                type="checkbox"
                checked={values.remote}
                onChange={(event) => set('remote', event.target.checked)}
                aria-describedby="vacancy-remote-hint"
              />
              Remote
            </label>
            <p id="vacancy-remote-hint" className={ui.hint}>
              Candidates may work from anywhere in the country (as well as from the office, if there is one).
            </p>
          </div>
        </fieldset>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="vacancy-content">
            Description
          </label>
          <RichTextEditor
            id="vacancy-content"
            label="Description"
            value={values.content}
            onChange={(html) => set('content', html)}
            invalid={Boolean(errors.content)}
            describedBy={errors.content ? 'vacancy-content-error' : undefined}
            disabled={busy}
          />
          {error('content')}
        </div>
        <PublishActions
          idPrefix="vacancy"
          visible={values.visibility}
          onVisibleChange={(visible) => set('visibility', visible)}
          visibleLabel="Listed on the careers page"
          visibleHint="Listed vacancies appear on /careers and in the application form as soon as they are saved."
          busy={busy}
          isNew={!vacancy}
          createLabel="Create vacancy"
          saveLabel="Publish changes"
          back={
            <Link to="/admin-panel/vacancies" className={ui.button}>
              Back to the vacancies
            </Link>
          }
          dirty={dirty}
        />
      </form>
      <section className={styles.preview} aria-label="Preview">
        <p className={styles.previewLabel}>Preview: how the vacancy reads on the careers page</p>
        <h2 className={styles.previewTitle}>{values.name || 'Position name'}</h2>
        <VacancyFacts vacancy={{ ...values, city: placeOf(values) }} labels={vacanciesCopy} />
        <VacancyContent html={sanitizeRichText(values.content)} />
      </section>
    </>
  );
}
