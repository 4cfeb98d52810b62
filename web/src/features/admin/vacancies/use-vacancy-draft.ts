import { useMutation } from '@apollo/client/react';
import { useServerDraft } from '../ui/use-server-draft';
import { PublishVacancyDraftDocument, SaveVacancyDraftDocument } from './vacancy-draft-documents';
import { UpdateVacancyDocument } from './vacancy-documents';
import type { SavedVacancy, VacancyValues } from './vacancy-values';

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The form's values for a stored draft or revision (the server's JSON of the editable fields). */
export function vacancyFromSnapshot(
  snapshot: Record<string, unknown>,
  current: VacancyValues,
): VacancyValues {
  return {
    ...current,
    name: text(snapshot['name'], current.name),
    languageLvl: text(snapshot['languageLvl'], current.languageLvl),
    experience: text(snapshot['experience'], current.experience),
    city: text(snapshot['city'], current.city),
    country: text(snapshot['country'], current.country),
    remote: typeof snapshot['remote'] === 'boolean' ? snapshot['remote'] : current.remote,
    content: text(snapshot['content'], current.content),
  };
}

/**
 * A saved vacancy's server draft (decision 045): edits autosave as a draft, and `publish` puts the
 * draft live ("Publish changes") and applies the Listed checkbox, which is no part of a draft.
 */
export function useVacancyDraft(
  vacancy: SavedVacancy | undefined,
  form: {
    values: VacancyValues;
    dirty: boolean;
    replace: (v: VacancyValues) => void;
    stored: (v: VacancyValues) => void;
  },
) {
  const [saveDraft] = useMutation(SaveVacancyDraftDocument);
  const [publishDraft, publishing] = useMutation(PublishVacancyDraftDocument);
  const [update, updating] = useMutation(UpdateVacancyDocument);
  const server = useServerDraft<VacancyValues>({
    type: 'VACANCY',
    id: vacancy?.id,
    values: form.values,
    dirty: form.dirty,
    fromSnapshot: vacancyFromSnapshot,
    replace: form.replace,
    stored: form.stored,
    save: async (id, baseRevision, v) => {
      const { visibility: _ignored, ...input } = v;
      const { data } = await saveDraft({ variables: { id, baseRevision, input } });
      if (!data) throw new Error('no data');
      return data.saveVacancyDraft;
    },
  });

  const publish = (current: SavedVacancy, visibility: boolean) =>
    server.publish(async (id, baseRevision, state) => {
      let out = current;
      if (state.draftRevision) {
        const { data } = await publishDraft({ variables: { id, baseRevision } });
        if (!data) throw new Error('no data');
        out = data.publishVacancyDraft;
      }
      if (visibility !== out.visibility) {
        const { data } = await update({ variables: { id, input: { visibility } } });
        if (!data) throw new Error('no data');
        out = data.updateVacancy;
      }
      return out;
    });

  return { server, publish, busy: publishing.loading || updating.loading };
}
