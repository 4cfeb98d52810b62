import { createFileRoute } from '@tanstack/react-router';
import { graphql } from '../gql/gql';

const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categories {
      name
      quantity
    }
  }
`);

const title = 'Professional Software Development';
const description =
  'Dedicated development teams, outstaffing and outsourcing for web, mobile, Flutter, design and QA.';

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { name: 'twitter:card', content: 'summary' },
    ],
  }),
  loader: ({ context }) => context.graphql(HomeCategoriesQuery),
  component: HomePage,
});

function HomePage() {
  const { categories } = Route.useLoaderData();
  return (
    <>
      <h1>Professional Software Development</h1>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">Blog categories</h2>
        <ul>
          {categories.map((category) => (
            <li key={category.name}>
              {category.name} ({category.quantity})
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
