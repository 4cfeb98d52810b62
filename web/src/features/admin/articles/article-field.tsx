import type { ReactNode } from 'react';
import ui from '../ui/admin-ui.module.css';
import type { ArticleField } from './article-values';

type FieldProps = { id: ArticleField; label: string; hint?: string; error?: string; children: ReactNode };

/** A label, its hint above the control, and the field's error below it (read out at once). */
export function ArticleFieldBox({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`article-${id}`}>
        {label}
      </label>
      {hint && (
        <p id={`article-${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`article-${id}-error`} className={ui.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
