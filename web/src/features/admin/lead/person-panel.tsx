import { Link } from '@tanstack/react-router';
import ui from '../ui/admin-ui.module.css';

/**
 * The lead page's way to the person (decision 058): every request and application of the same
 * address (or merged addresses), merges, and access or erasure requests start there.
 */
export function PersonPanel({ kind, id }: { kind: 'contact' | 'application'; id: string }) {
  return (
    <section className={ui.panel} aria-labelledby="lead-person">
      <h2 id="lead-person" className={ui.sectionTitle}>
        Person
      </h2>
      <p>
        <Link to="/admin-panel/people/$personKey" params={{ personKey: `${kind}-${id}` }}>
          All requests and applications of this person
        </Link>
      </p>
    </section>
  );
}
