import { useRef, useState } from 'react';
import ui from '../ui/admin-ui.module.css';
import styles from './articles.module.css';
import { COVER_TYPES, coverProblem, uploadCover } from './cover-upload';

type CoverFieldProps = {
  /** The file input's id; its hint and error ids derive from it. */
  id?: string;
  label?: string;
  hint?: string;
  /** The remove button's words and the thumbnail's alt text. */
  removeLabel?: string;
  previewAlt?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** The server's message for the cover, if it refused it. */
  error: string | undefined;
};

/**
 * Picks, checks and uploads a cover at once, so saving the article only stores its URL. The social
 * image is the same kind of upload, checked the same way (decision 044).
 */
export function CoverField({
  id = 'article-cover',
  label = 'Cover image',
  hint = 'PNG, JPEG, WebP or AVIF, at most 5 MB. Shown on the blog card and at the top of the article.',
  removeLabel = 'Remove cover',
  previewAlt = 'Cover preview',
  value,
  onChange,
  error,
}: CoverFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const message = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const local = coverProblem(file);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      onChange(await uploadCover(file));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'The image could not be uploaded.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className={ui.hint}>
        {hint}
      </p>
      {value && (
        <div className={styles.cover}>
          <img className={styles.thumbnail} src={value} alt={previewAlt} />
          <button
            type="button"
            className={`${ui.button} ${ui.small}`}
            onClick={() => {
              onChange(null);
              setProblem(undefined);
            }}
          >
            {removeLabel}
          </button>
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={COVER_TYPES.join(',')}
        disabled={busy}
        onChange={(event) => void choose(event.target.files?.[0])}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {busy && (
        <p className={ui.hint} role="status">
          Uploading…
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className={ui.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
