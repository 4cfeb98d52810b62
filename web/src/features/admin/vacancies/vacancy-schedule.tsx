import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql/gql';
import { SchedulePanel } from '../ui/schedule-panel';

const AdminVacancyScheduleDocument = graphql(`
  query AdminVacancySchedule($id: ID!) {
    vacancy(id: $id) {
      id
      closesAt
      schedule {
        publishAt
        unpublishAt
        setBy
        failure
      }
    }
  }
`);

const SetVacancyScheduleDocument = graphql(`
  mutation AdminSetVacancySchedule($id: ID!, $input: VacancyScheduleInput!) {
    setVacancySchedule(id: $id, input: $input) {
      id
      visibility
      closesAt
      schedule {
        publishAt
        unpublishAt
        setBy
        failure
      }
    }
  }
`);

const FIELDS = [
  { name: 'publishAt', label: 'List at', pending: 'Will be listed' },
  { name: 'unpublishAt', label: 'Hide at', pending: 'Will be hidden' },
  { name: 'closesAt', label: 'Applications close', pending: 'Applications close' },
] as const;

/**
 * The vacancy editor's schedule and closing date (decision 046): at its closing date the vacancy
 * leaves /careers and search engines, and its page says it closed.
 */
export function VacancySchedule({ id }: { id: string }) {
  const { data } = useQuery(AdminVacancyScheduleDocument, { variables: { id } });
  const [setSchedule] = useMutation(SetVacancyScheduleDocument);
  if (!data?.vacancy) return null;
  const { schedule, closesAt } = data.vacancy;
  return (
    <SchedulePanel
      fields={[...FIELDS]}
      current={{ publishAt: schedule?.publishAt, unpublishAt: schedule?.unpublishAt, closesAt }}
      failure={schedule?.failure}
      setBy={schedule?.setBy}
      save={(input) => setSchedule({ variables: { id, input } })}
    />
  );
}
