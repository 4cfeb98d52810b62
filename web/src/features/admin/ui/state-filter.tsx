import ui from './admin-ui.module.css';
import { isRecordState, RECORD_STATE_OPTIONS, type RecordStateValue } from './record-states';

/** The lists' state filter: every state of RECORD_STATE_OPTIONS, or all of them. */
export function StateFilter({
  id,
  value,
  onChange,
  published = 'Published',
}: {
  id: string;
  value: RecordStateValue | undefined;
  onChange: (state: RecordStateValue | undefined) => void;
  published?: string;
}) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        State
      </label>
      <select
        id={id}
        className={ui.select}
        value={value ?? ''}
        onChange={(event) => onChange(isRecordState(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">All states</option>
        {RECORD_STATE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.value === 'PUBLISHED' ? published : o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
