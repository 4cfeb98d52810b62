import { graphql } from '../../gql/gql';
import type { BlogArticleQuery, BlogListQuery } from '../../gql/graphql';
import type { GraphQLRequest } from '../../lib/graphql';
import { BLOG_PAGE_SIZE, type BlogSearch } from './blog-search';

const BlogListQueryDocument = graphql(`
  query BlogList($category: ArticleCategory, $first: Int, $offset: Int) {
    articles(category: $category, first: $first, offset: $offset) {
      total
      hasMore
      items {
        id
        title
        slug
        description
        category
        coverUrl
        coverImage {
          url
          objectPosition
          avifSrcSet
          webpSrcSet
        }
        readingMinutes
        createdAt
      }
    }
    categories {
      name
      category
      quantity
    }
  }
`);

const BlogArticleQueryDocument = graphql(`
  query BlogArticle($slug: String!) {
    article(slug: $slug) {
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
    articleAddress(slug: $slug) {
      state
      slug
    }
  }
`);

// The DateTime scalar arrives as an ISO string; codegen types it as unknown.
type Dated<T extends { createdAt: unknown }> = Omit<T, 'createdAt'> & { createdAt: string };

export type BlogListItem = Dated<BlogListQuery['articles']['items'][number]>;
export type BlogCategory = BlogListQuery['categories'][number];
export type BlogArticle = Omit<Dated<NonNullable<BlogArticleQuery['article']>>, 'updatedAt'> & {
  updatedAt: string;
};
export type BlogListData = {
  articles: { total: number; items: BlogListItem[] };
  categories: BlogCategory[];
  page: number;
  pageCount: number;
  category?: BlogSearch['category'];
};

/** One page of visible articles, newest first (the API sorts), and the category counts. */
export async function loadBlogList(request: GraphQLRequest, search: BlogSearch): Promise<BlogListData> {
  const page = search.page ?? 1;
  const data = await request(BlogListQueryDocument, {
    category: search.category,
    first: BLOG_PAGE_SIZE,
    offset: (page - 1) * BLOG_PAGE_SIZE,
  });
  return {
    articles: {
      total: data.articles.total,
      items: data.articles.items.map((item) => ({ ...item, createdAt: String(item.createdAt) })),
    },
    categories: data.categories,
    page,
    pageCount: Math.max(1, Math.ceil(data.articles.total / BLOG_PAGE_SIZE)),
    category: search.category,
  };
}

export type FormerAddress = NonNullable<BlogArticleQuery['articleAddress']>;

/**
 * One visible article; or, when the slug is no visible article's, what the address is now (moved
 * to another slug, or gone: decision 044), null for an unknown slug or a draft. Its HTML is shown
 * as stored: the API cleaned it when it was written (@agency/schema/rich-text).
 */
export async function loadArticle(
  request: GraphQLRequest,
  slug: string,
): Promise<{ article: BlogArticle | null; formerAddress: FormerAddress | null }> {
  const { article, articleAddress } = await request(BlogArticleQueryDocument, { slug });
  return {
    article: article
      ? { ...article, createdAt: String(article.createdAt), updatedAt: String(article.updatedAt) }
      : null,
    formerAddress: articleAddress ?? null,
  };
}
