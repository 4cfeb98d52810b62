import { useEffect, useRef, useState } from 'react';
import ui from './admin-ui.module.css';

export const SEARCH_DELAY_MS = 300;

type SearchBoxProps = {
  id: string;
  label: string;
  placeholder?: string;
  /** The search in force (from the URL); undefined when none. */
  value: string | undefined;
  /** Called once typing pauses for SEARCH_DELAY_MS, with the trimmed text or undefined. */
  onSearch: (q: string | undefined) => void;
  className?: string;
};

/**
 * The admin lists' search: typed into freely, applied (usually to the URL) when typing pauses,
 * and showing what the URL says when it changes from outside (back button, a link).
 */
export function SearchBox({ id, label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    setText((current) => (current.trim() === (value ?? '') ? current : (value ?? '')));
  }, [value]);
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === value) return;
    const timer = setTimeout(() => search.current(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={className ?? ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={ui.input}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
