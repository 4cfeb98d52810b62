import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ApplicationBoardColumnDocument,
  ApplicationBoardDocument,
  ContactBoardColumnDocument,
  ContactBoardDocument,
  MoveLeadDocument,
} from './board-documents';
import type { LeadKind } from './lead-kinds';
import { gqlKind } from '../ui/lead-kind';

export const BOARD_PAGE = 20;
/** The API's names of the two pipelines. */

export type BoardCard = {
  id: string;
  name: string;
  email: string;
  createdAt: unknown;
  status: string;
  topic: string;
};
export type BoardStage = { id: string; name: string; outcome: string; retired: boolean };
export type BoardColumn = {
  stage: BoardStage;
  total: number;
  totalExact: boolean;
  hasMore: boolean;
  endCursor: string | null;
  cards: BoardCard[];
};

/**
 * The board of one pipeline: each column's first cards and count (keyset pages, never the whole
 * inbox), more cards per column on request, and moves, after which the board is read again so
 * every count is the server's.
 */
export function useBoard(kind: LeadKind) {
  const client = useApolloClient();
  const contact = useQuery(ContactBoardDocument, {
    variables: { first: BOARD_PAGE },
    skip: kind !== 'contact',
    fetchPolicy: 'cache-and-network',
  });
  const applications = useQuery(ApplicationBoardDocument, {
    variables: { first: BOARD_PAGE },
    skip: kind !== 'application',
    fetchPolicy: 'cache-and-network',
  });
  const [moveLead] = useMutation(MoveLeadDocument);
  // Cards a column's "Show more" added, by stage; dropped whenever the board is read again.
  const [extra, setExtra] = useState<
    Record<string, { cards: BoardCard[]; hasMore: boolean; endCursor: string | null }>
  >({});
  const active = kind === 'contact' ? contact : applications;
  const raw =
    kind === 'contact'
      ? (contact.data ?? contact.previousData)?.contactBoard
      : (applications.data ?? applications.previousData)?.applicationBoard;

  const columns: BoardColumn[] | undefined = raw?.map((c) => {
    const more = extra[c.stage.id];
    return {
      stage: c.stage,
      total: c.cards.total,
      totalExact: c.cards.totalExact,
      hasMore: more ? more.hasMore : c.cards.hasMore,
      endCursor: more ? more.endCursor : (c.cards.endCursor ?? null),
      cards: [...c.cards.items, ...(more?.cards ?? [])],
    };
  });

  const reload = async () => {
    setExtra({});
    await active.refetch();
  };

  const loadMore = async (column: BoardColumn) => {
    const variables = { stageId: column.stage.id, after: column.endCursor, first: BOARD_PAGE };
    const page =
      kind === 'contact'
        ? (await client.query({ query: ContactBoardColumnDocument, variables, fetchPolicy: 'network-only' }))
            .data?.contactBoardColumn.cards
        : (
            await client.query({
              query: ApplicationBoardColumnDocument,
              variables,
              fetchPolicy: 'network-only',
            })
          ).data?.applicationBoardColumn.cards;
    if (!page) return;
    setExtra((all) => ({
      ...all,
      [column.stage.id]: {
        cards: [...(all[column.stage.id]?.cards ?? []), ...page.items],
        hasMore: page.hasMore,
        endCursor: page.endCursor ?? null,
      },
    }));
  };

  const move = async (card: BoardCard, stage: BoardStage, reason: string | null) => {
    await moveLead({ variables: { kind: gqlKind(kind), id: card.id, stageId: stage.id, reason } });
    await reload();
  };

  return { columns, loading: active.loading && !raw, error: active.error, reload, loadMore, move };
}
