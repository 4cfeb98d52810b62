import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql';

const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categories {
      name
      quantity
    }
  }
`);

export function CategoriesList() {
  const { data, error } = useQuery(HomeCategoriesQuery);

  if (error) return <p role="alert">Categories are unavailable right now.</p>;
  if (!data) return null;

  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading">Blog categories</h2>
      <ul>
        {data.categories.map((category) => (
          <li key={category.name}>
            {category.name} ({category.quantity ?? 0})
          </li>
        ))}
      </ul>
    </section>
  );
}
