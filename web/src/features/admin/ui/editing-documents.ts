import { graphql } from '../gql/gql';

// Server drafts, history and presence (decision 045): the parts both editors share.

graphql(`
  fragment EditorStateFields on EditorState {
    recordId
    head
    liveRevision
    draftRevision
    draft
    live
    draftSavedAt
    draftSavedBy
  }
`);

export const EditorStateDocument = graphql(`
  query AdminEditorState($type: EditableType!, $id: ID!) {
    editorState(type: $type, id: $id) {
      ...EditorStateFields
    }
  }
`);

export const RevisionsDocument = graphql(`
  query AdminRevisions($type: EditableType!, $id: ID!, $before: Int) {
    revisions(type: $type, id: $id, first: 30, before: $before) {
      hasMore
      nextBefore
      items {
        id
        number
        kind
        changed
        authorName
        restoredFrom
        createdAt
        live
        draft
      }
    }
  }
`);

export const RevisionDiffDocument = graphql(`
  query AdminRevisionDiff($type: EditableType!, $fromId: ID!, $toId: ID!) {
    revisionDiff(type: $type, fromId: $fromId, toId: $toId) {
      field
      label
      parts {
        kind
        text
      }
    }
  }
`);

export const RestoreRevisionDocument = graphql(`
  mutation AdminRestoreRevision($type: EditableType!, $revisionId: ID!, $baseRevision: Int!) {
    restoreRevision(type: $type, revisionId: $revisionId, baseRevision: $baseRevision) {
      ...EditorStateFields
    }
  }
`);

export const DiscardDraftDocument = graphql(`
  mutation AdminDiscardDraft($type: EditableType!, $id: ID!, $baseRevision: Int!) {
    discardDraft(type: $type, id: $id, baseRevision: $baseRevision) {
      ...EditorStateFields
    }
  }
`);

export const EditingHeartbeatDocument = graphql(`
  mutation AdminEditingHeartbeat($type: EditableType!, $id: ID!) {
    editingHeartbeat(type: $type, id: $id) {
      userId
      name
    }
  }
`);

export const StopEditingDocument = graphql(`
  mutation AdminStopEditing($type: EditableType!, $id: ID!) {
    stopEditing(type: $type, id: $id)
  }
`);
