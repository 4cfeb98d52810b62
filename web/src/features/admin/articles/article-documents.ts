import { graphql } from '../gql/gql';

// What the editor reads and every write answers with (the admin output does not mask fragments).
graphql(`
  fragment AdminArticleFields on Article {
    id
    title
    slug
    category
    description
    content
    coverUrl
    coverAlt
    metaTitle
    metaDescription
    shareImageUrl
    socialImageUrl
    visibility
    createdAt
    readingMinutes
  }
`);

// The admin list (decision 047): any order, filters and a page by cursor, and its bulk actions.
export const AdminArticleListDocument = graphql(`
  query AdminArticleList(
    $search: String
    $category: ArticleCategory
    $states: [RecordState!]
    $authorId: ID
    $sort: ArticleSort
    $direction: SortDirection
    $first: Int
    $after: String
    $before: String
  ) {
    articleList(
      search: $search
      category: $category
      states: $states
      authorId: $authorId
      sort: $sort
      direction: $direction
      first: $first
      after: $after
      before: $before
    ) {
      total
      totalExact
      hasMore
      hasPrevious
      startCursor
      endCursor
      items {
        id
        title
        slug
        category
        visibility
        state
        authorName
        createdAt
        updatedAt
        schedule {
          publishAt
          unpublishAt
          failure
        }
      }
    }
  }
`);

export const AdminArticleAuthorsDocument = graphql(`
  query AdminArticleAuthors {
    articleAuthors {
      id
      name
    }
  }
`);

export const BulkArticlesDocument = graphql(`
  mutation AdminBulkArticles($action: BulkAction!, $ids: [ID!]!) {
    bulkArticles(action: $action, ids: $ids) {
      succeeded
      failed {
        id
        code
        message
      }
    }
  }
`);

export const AdminArticleCategoriesDocument = graphql(`
  query AdminArticleCategories {
    categories(includeInactive: true) {
      category
      name
      quantity
    }
  }
`);

export const AdminArticleDocument = graphql(`
  query AdminArticle($slug: String!) {
    article(slug: $slug) {
      ...AdminArticleFields
    }
  }
`);

export const CreateArticleDocument = graphql(`
  mutation AdminCreateArticle($input: ArticleCreateInput!) {
    createArticle(input: $input) {
      ...AdminArticleFields
    }
  }
`);

export const UpdateArticleDocument = graphql(`
  mutation AdminUpdateArticle($id: ID!, $input: ArticleUpdateInput!) {
    updateArticle(id: $id, input: $input) {
      ...AdminArticleFields
    }
  }
`);

export const SetArticleVisibilityDocument = graphql(`
  mutation AdminSetArticleVisibility($id: ID!, $visibility: Boolean!) {
    setArticleVisibility(id: $id, visibility: $visibility) {
      id
      visibility
    }
  }
`);

export const DeleteArticleDocument = graphql(`
  mutation AdminDeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);
