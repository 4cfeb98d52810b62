import ui from '../ui/admin-ui.module.css';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  error: string | undefined;
  type?: 'password' | 'email';
};

/** A labelled input of the profile forms with its error message tied to it. */
export function ProfileField({ id, label, value, onChange, autoComplete, error, type = 'password' }: Props) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={ui.input}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={ui.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
