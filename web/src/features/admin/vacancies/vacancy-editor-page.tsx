import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { draftStorageKey } from '../ui/local-draft';
import { AdminVacancyDocument } from './vacancy-documents';
import { VacancyForm } from './vacancy-form';
import { VacancySchedule } from './vacancy-schedule';

/** userId: whose unsaved drafts this browser offers back (features/admin/ui/local-draft.ts). */
export function NewVacancyPage({ userId }: { userId: string }) {
  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>New vacancy</h1>
      </div>
      <VacancyForm draftKey={draftStorageKey(userId, 'vacancy:new')} />
    </div>
  );
}

/**
 * /admin-panel/vacancy/{id}/edit; hidden vacancies load too (staff see them). `review`: what the
 * route shows under the form for the loaded vacancy (the review panel, decision 049).
 */
export function EditVacancyPage({
  id,
  userId,
  review,
}: {
  id: string;
  userId: string;
  review?: (id: string) => ReactNode;
}) {
  const { data, loading, error, refetch } = useQuery(AdminVacancyDocument, { variables: { id } });
  const vacancy = data?.vacancy;

  let body;
  if (vacancy)
    body = (
      <>
        <VacancyForm
          key={vacancy.id}
          vacancy={vacancy}
          draftKey={draftStorageKey(userId, `vacancy:${vacancy.id}`)}
        />
        {review?.(vacancy.id)}
      </>
    );
  else if (error)
    body = (
      <div className={ui.state} role="alert">
        <p>{errorMessage(error, 'Error getAll vacancies')}</p>
        <button type="button" className={ui.button} onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  else if (loading || !data)
    body = (
      <p className={ui.state} role="status">
        Loading…
      </p>
    );
  else
    body = (
      <div className={ui.state} role="alert">
        <p>This vacancy does not exist. It may have been deleted.</p>
        <Link to="/admin-panel/vacancies" className={ui.button}>
          Back to the vacancies
        </Link>
      </div>
    );

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{vacancy || loading ? 'Edit vacancy' : 'Vacancy not found'}</h1>
      </div>
      {body}
      {vacancy ? <VacancySchedule id={vacancy.id} /> : null}
    </div>
  );
}
