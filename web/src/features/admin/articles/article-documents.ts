import { graphql } from '../gql/gql';

export const AdminArticlesDocument = graphql(`
  query AdminArticles($search: String, $category: ArticleCategory, $first: Int, $offset: Int) {
    articles(search: $search, category: $category, first: $first, offset: $offset, includeDrafts: true) {
      total
      hasMore
      items {
        id
        title
        slug
        category
        visibility
        createdAt
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

// Fields are spelt out in each document: the client preset masks fragments, and the form wants plain data.
export const AdminArticleDocument = graphql(`
  query AdminArticle($slug: String!) {
    article(slug: $slug) {
      id
      title
      slug
      category
      description
      content
      coverUrl
      visibility
      createdAt
      readingMinutes
    }
  }
`);

export const CreateArticleDocument = graphql(`
  mutation AdminCreateArticle($input: ArticleCreateInput!) {
    createArticle(input: $input) {
      id
      title
      slug
      category
      description
      content
      coverUrl
      visibility
      createdAt
      readingMinutes
    }
  }
`);

export const UpdateArticleDocument = graphql(`
  mutation AdminUpdateArticle($id: ID!, $input: ArticleUpdateInput!) {
    updateArticle(id: $id, input: $input) {
      id
      title
      slug
      category
      description
      content
      coverUrl
      visibility
      createdAt
      readingMinutes
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
