import { createFileRoute } from '@tanstack/react-router';
import { WithApollo } from '../components/with-apollo';
import { CategoriesList } from '../features/blog/categories-list';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <h1>Professional Software Development</h1>
      <WithApollo>
        <CategoriesList />
      </WithApollo>
    </>
  );
}
