import ui from '../ui/admin-ui.module.css';
import { PersonPanel } from './person-panel';

/**
 * The lead page (issue 27): the `owners` branch builds the real one; this minimal page only mounts
 * this branch's panel so its route and links exist here. The integrator keeps owners' page and
 * mounts PersonPanel in it.
 */
export function LeadPage({ kind, id }: { kind: 'contact' | 'application'; id: string }) {
  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{kind === 'contact' ? 'Contact request' : 'Application'}</h1>
      </div>
      <PersonPanel kind={kind} id={id} />
    </div>
  );
}
