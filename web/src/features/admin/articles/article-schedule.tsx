import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql/gql';
import { SchedulePanel } from '../ui/schedule-panel';

const AdminArticleScheduleDocument = graphql(`
  query AdminArticleSchedule($id: ID!) {
    article(id: $id) {
      id
      schedule {
        publishAt
        unpublishAt
        setBy
        failure
      }
    }
  }
`);

const SetArticleScheduleDocument = graphql(`
  mutation AdminSetArticleSchedule($id: ID!, $input: ArticleScheduleInput!) {
    setArticleSchedule(id: $id, input: $input) {
      id
      visibility
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
  { name: 'publishAt', label: 'Publish at', pending: 'Will be published' },
  { name: 'unpublishAt', label: 'Unpublish at', pending: 'Will be unpublished' },
] as const;

/** The article editor's schedule (decision 046): its own query, so the form's flow is untouched. */
export function ArticleSchedule({ id }: { id: string }) {
  const { data } = useQuery(AdminArticleScheduleDocument, { variables: { id } });
  const [setSchedule] = useMutation(SetArticleScheduleDocument);
  if (!data?.article) return null;
  const schedule = data.article.schedule;
  return (
    <SchedulePanel
      fields={[...FIELDS]}
      current={{ publishAt: schedule?.publishAt, unpublishAt: schedule?.unpublishAt }}
      failure={schedule?.failure}
      setBy={schedule?.setBy}
      save={(input) => setSchedule({ variables: { id, input } })}
    />
  );
}
