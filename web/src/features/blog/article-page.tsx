import { Link } from '@tanstack/react-router';
import { ArticleView } from '../../components/article-view/article-view';
import { JsonLd } from '../../components/json-ld/json-ld';
import { socialCardPath } from '../../lib/social-card-path';
import { useSiteSettings, useSiteUrl } from '../../lib/site-settings';
import { blogPosting, breadcrumbs, graph } from '../../lib/structured-data';
import type { BlogArticle } from './load-blog';
import styles from './article-page.module.css';
import { StaticSection } from '../../components/hydration/hydrate-when-visible';

export function ArticlePage({ article }: { article: BlogArticle }) {
  const site = { site: useSiteSettings(), siteUrl: useSiteUrl() };
  // The same picture as og:image: the article's card, or the blog's until it has one.
  const image = article.socialImageUrl ?? `${site.siteUrl}${socialCardPath('/blog')}`;
  return (
    <>
      <JsonLd
        data={graph(
          blogPosting(site, article, image),
          breadcrumbs(site, [
            { name: 'Blog', path: '/blog' },
            { name: article.title, path: `/blog/${article.slug}` },
          ]),
        )}
      />
      {/* Sanitised in the route loader (load-blog.ts) before it reaches here. */}
      <StaticSection>
        <ArticleView
          article={article}
          before={
            <Link to="/blog" search={{}} className={styles.back}>
              <span aria-hidden="true">←</span> Back to the blog
            </Link>
          }
        />
      </StaticSection>
    </>
  );
}
