import { ACCEPTED_FILE_EXTENSIONS } from '@agency/schema/forms';
import type { ChangeEvent } from 'react';
import field from './field.module.css';
import styles from './file-input.module.css';

type FileInputProps = {
  id: string;
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string;
};

/** An optional attachment: one .pdf, .doc or .docx, shown by name with a way to remove it. */
export function FileInput({ id, label, file, onFileChange, error }: FileInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Only the first file counts; a cancelled picker keeps the file already chosen.
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after removing it) still fires a change.
    event.target.value = '';
    if (chosen) onFileChange(chosen);
  };
  return (
    <div className={`${field.field} ${styles.root}`}>
      <input
        type="file"
        id={id}
        className={styles.input}
        accept={ACCEPTED_FILE_EXTENSIONS.join(',')}
        onChange={onChange}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id} className={styles.pick}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M21 11.5l-8.6 8.6a5.5 5.5 0 01-7.8-7.8l8.6-8.6a3.7 3.7 0 015.2 5.2l-8.6 8.6a1.8 1.8 0 01-2.6-2.6l7.9-7.9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {label}
      </label>
      <p className={styles.hint} id={hintId}>
        PDF, DOC or DOCX, up to 5 MB
      </p>
      {file && (
        <p className={styles.chosen}>
          <span className={styles.name}>{file.name}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${file.name}`}
            onClick={() => onFileChange(null)}
          >
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </p>
      )}
      {error && (
        <p className={field.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
