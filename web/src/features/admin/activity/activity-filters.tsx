import {
  AUDIT_ACTIONS,
  AUDIT_GROUPS,
  isAuditAction,
  type AuditAction,
  type AuditGroup,
} from '@agency/schema/audit';
import { useId } from 'react';
import ui from '../ui/admin-ui.module.css';
import { SearchBox } from '../ui/search-box';
import styles from './activity-page.module.css';
import type { ActivitySearch } from './activity-search';

const ACTIONS_BY_GROUP = (Object.keys(AUDIT_GROUPS) as AuditGroup[]).map((group) => ({
  group,
  actions: (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter((a) => AUDIT_ACTIONS[a].group === group),
}));

type ActivityFiltersProps = {
  search: ActivitySearch;
  /** Changes filters in the URL (back to the first page); typing replaces the history entry. */
  onSearch: (patch: Partial<ActivitySearch>, replace: boolean) => void;
};

/** Who, what, on what and when: each filter applies at once and lives in the URL. */
export function ActivityFilters({ search, onSearch }: ActivityFiltersProps) {
  const id = useId();
  const filtered = Boolean(search.actor || search.action || search.target || search.from || search.to);
  return (
    <div className={`${ui.toolbar} ${styles.filters}`} role="search" aria-label="Filter activity">
      <SearchBox
        id={`${id}-actor`}
        label="Who"
        placeholder="E-mail or user id"
        className={`${ui.field} ${styles.textFilter}`}
        value={search.actor}
        onSearch={(actor) => onSearch({ actor }, true)}
      />
      <div className={`${ui.field} ${styles.actionFilter}`}>
        <label className={ui.label} htmlFor={`${id}-action`}>
          Action
        </label>
        <select
          id={`${id}-action`}
          className={ui.select}
          value={search.action ?? ''}
          onChange={(event) =>
            onSearch({ action: isAuditAction(event.target.value) ? event.target.value : undefined }, false)
          }
        >
          <option value="">All actions</option>
          {ACTIONS_BY_GROUP.map(({ group, actions }) => (
            <optgroup key={group} label={AUDIT_GROUPS[group]}>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTIONS[action].label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <SearchBox
        id={`${id}-target`}
        label="Target"
        placeholder="Name, e-mail or id"
        className={`${ui.field} ${styles.textFilter}`}
        value={search.target}
        onSearch={(target) => onSearch({ target }, true)}
      />
      <div className={`${ui.field} ${styles.dateFilter}`}>
        <label className={ui.label} htmlFor={`${id}-from`}>
          From
        </label>
        <input
          id={`${id}-from`}
          className={ui.input}
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => onSearch({ from: event.target.value || undefined }, false)}
        />
      </div>
      <div className={`${ui.field} ${styles.dateFilter}`}>
        <label className={ui.label} htmlFor={`${id}-to`}>
          To
        </label>
        <input
          id={`${id}-to`}
          className={ui.input}
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => onSearch({ to: event.target.value || undefined }, false)}
        />
      </div>
      {filtered ? (
        <button
          type="button"
          className={ui.button}
          onClick={() =>
            onSearch(
              { actor: undefined, action: undefined, target: undefined, from: undefined, to: undefined },
              false,
            )
          }
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
