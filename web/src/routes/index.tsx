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

export const Route = createFileRoute('/')({
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
