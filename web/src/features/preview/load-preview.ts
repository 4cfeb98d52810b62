import { graphql } from '../../gql/gql';
import type { PreviewPageQuery } from '../../gql/graphql';
import type { GraphQLRequest } from '../../lib/graphql';

const PreviewPageQueryDocument = graphql(`
  query PreviewPage($token: String!) {
    preview(token: $token) {
      state
      expiresAt
      kind
      events {
        id
        type
        name
        text
        createdAt
        current
      }
      article {
        id
        title
        slug
        description
        category
        coverUrl
        coverAlt
        coverImage {
          url
          objectPosition
          avifSrcSet
          webpSrcSet
        }
        metaTitle
        metaDescription
        shareImageUrl
        readingMinutes
        createdAt
        updatedAt
        socialImageUrl
        content
      }
      vacancy {
        id
        slug
        url
        name
        city
        country
        remote
        languageLvl
        experience
        content
        summary
        socialImageUrl
        createdAt
        closesAt
      }
    }
  }
`);

export const CommentOnPreview = graphql(`
  mutation CommentOnPreview($token: String!, $name: String!, $text: String!) {
    commentOnPreview(token: $token, name: $name, text: $text) {
      id
      type
      name
      text
      createdAt
      current
    }
  }
`);

export const ApprovePreview = graphql(`
  mutation ApprovePreview($token: String!, $name: String!, $text: String) {
    approvePreview(token: $token, name: $name, text: $text) {
      id
      type
      name
      text
      createdAt
      current
    }
  }
`);

type Loaded = NonNullable<PreviewPageQuery['preview']>;
// The DateTime scalar arrives as an ISO string; codegen types it as unknown.
export type ReviewEntry = Omit<Loaded['events'][number], 'createdAt'> & { createdAt: string };
type Dated<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
export type PreviewArticle = Dated<NonNullable<Loaded['article']>>;
export type PreviewVacancy = Omit<NonNullable<Loaded['vacancy']>, 'createdAt' | 'closesAt'> & {
  createdAt: string;
  closesAt: string | null;
};

export type PreviewData =
  | { state: 'ACTIVE'; expiresAt: string; events: ReviewEntry[]; article: PreviewArticle }
  | { state: 'ACTIVE'; expiresAt: string; events: ReviewEntry[]; vacancy: PreviewVacancy }
  | { state: 'EXPIRED' | 'REVOKED'; expiresAt: string };

/**
 * What a preview link shows: the article or vacancy as it will be published, with its comments and
 * approvals so far; EXPIRED or REVOKED alone for a link that no longer works; null for an unknown
 * token (decision 049). Its HTML is shown as stored: the API cleaned it when it was written.
 */
export async function loadPreview(request: GraphQLRequest, token: string): Promise<PreviewData | null> {
  const { preview } = await request(PreviewPageQueryDocument, { token });
  if (!preview) return null;
  const expiresAt = String(preview.expiresAt);
  if (preview.state !== 'ACTIVE') return { state: preview.state, expiresAt };
  const events = preview.events.map((e) => ({ ...e, createdAt: String(e.createdAt) }));
  const common = { state: 'ACTIVE' as const, expiresAt, events };
  if (preview.article)
    return {
      ...common,
      article: {
        ...preview.article,
        createdAt: String(preview.article.createdAt),
        updatedAt: String(preview.article.updatedAt),
      },
    };
  if (preview.vacancy)
    return {
      ...common,
      vacancy: {
        ...preview.vacancy,
        createdAt: String(preview.vacancy.createdAt),
        closesAt: preview.vacancy.closesAt == null ? null : String(preview.vacancy.closesAt),
      },
    };
  return null;
}
