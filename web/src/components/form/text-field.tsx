import type { ChangeEvent, InputHTMLAttributes } from 'react';
import styles from './field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Rewrites what is typed (e.g. lower-cases an e-mail) without moving the caret. */
  transform?: (value: string) => string;
  error?: string;
};

export function TextField({ id, label, value, onValueChange, transform, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.target;
    const next = transform ? transform(el.value) : el.value;
    if (next !== el.value) {
      // Writing the DOM value first keeps the caret where it was; React then finds nothing to change.
      const { selectionStart, selectionEnd } = el;
      el.value = next;
      if (selectionStart !== null && selectionEnd !== null)
        el.setSelectionRange(selectionStart, selectionEnd);
    }
    onValueChange(next);
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        type="text"
        {...input}
        id={id}
        value={value}
        onChange={onChange}
        className={`${styles.control} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
