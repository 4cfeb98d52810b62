import { useQuery } from '@apollo/client/react';
import type { EditableType } from '../gql/graphql';
import { RevisionDiffDocument } from './editing-documents';
import { errorMessage } from './errors';
import styles from './editing-panel.module.css';

/** What changed between two revisions, field by field: added words underlined green, removed struck red. */
export function RevisionDiffView({
  type,
  fromId,
  toId,
}: {
  type: EditableType;
  fromId: string;
  toId: string;
}) {
  const { data, loading, error } = useQuery(RevisionDiffDocument, { variables: { type, fromId, toId } });
  if (error) return <p role="alert">{errorMessage(error, 'The changes could not be loaded.')}</p>;
  if (loading || !data) return <p role="status">Loading the changes…</p>;
  if (data.revisionDiff.length === 0) return <p role="status">These two versions are the same.</p>;
  return (
    <div className={styles.diff} aria-label="Differences" role="region">
      {data.revisionDiff.map((field) => (
        <section key={field.field}>
          <h3>{field.label}</h3>
          <p>
            {field.parts.map((part, i) =>
              part.kind === 'ADDED' ? (
                <ins key={i} aria-label={`added: ${part.text}`}>
                  {part.text}
                </ins>
              ) : part.kind === 'REMOVED' ? (
                <del key={i} aria-label={`removed: ${part.text}`}>
                  {part.text}
                </del>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </p>
        </section>
      ))}
    </div>
  );
}
