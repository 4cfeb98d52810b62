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

export const AdminArticlesDocument = graphql(`
  query AdminArticles($search: String, $category: ArticleCategory, $first: Int, $after: String) {
    articles(search: $search, category: $category, first: $first, after: $after, includeDrafts: true) {
      total
      totalExact
      hasMore
      endCursor
      items {
        id
        title
        slug
        category
        visibility
        createdAt
        schedule {
          publishAt
          unpublishAt
          failure
        }
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
