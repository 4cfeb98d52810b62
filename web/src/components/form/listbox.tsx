import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import field from './field.module.css';
import styles from './listbox.module.css';

type ListboxProps = {
  /** Id of the button: labels, errors and options derive their ids from it. */
  id: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  /** The chosen option, or '' for none (the placeholder shows). */
  value: string;
  onValueChange: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string;
};

const TYPEAHEAD_RESET_MS = 500;
const PAGE = 10;

const optionIdOf = (id: string, index: number) => `${id}-option-${index}`;

/**
 * A dropdown in the WAI-ARIA listbox pattern: a button that opens a list of options. Open state
 * is the parent's, so a form can keep one dropdown open at a time. The options are rendered only
 * while open, which keeps long lists (countries) out of every page's server HTML.
 */
export function Listbox({
  id,
  label,
  placeholder,
  options,
  value,
  onValueChange,
  open,
  onOpenChange,
  error,
}: ListboxProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => optionIdOf(id, index);
  const selected = value ? options.indexOf(value) : -1;

  // Opening starts on the chosen option and hands the keyboard to the list.
  useEffect(() => {
    if (!open) return;
    setActive(selected >= 0 ? selected : 0);
    typed.current.text = '';
    listRef.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening: choosing a value closes the list anyway
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChangeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionIdOf(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [id, open, active]);

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (option !== undefined) onValueChange(option);
    close();
  };

  // Typing letters jumps to the next option that starts with them (as a native select does).
  const typeahead = (key: string) => {
    const now = Date.now();
    const state = typed.current;
    state.text = now - state.at > TYPEAHEAD_RESET_MS ? key : state.text + key;
    state.at = now;
    const text = state.text.toLowerCase();
    const start = text.length === 1 ? active + 1 : Math.max(active, 0);
    for (let step = 0; step < options.length; step++) {
      const index = (start + step) % options.length;
      if (options[index]!.toLowerCase().startsWith(text)) {
        setActive(index);
        return;
      }
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpenChange(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.min(Math.max(index, 0), last));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1);
      case 'ArrowUp':
        return move(active - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'PageDown':
        return move(active + PAGE);
      case 'PageUp':
        return move(active - PAGE);
      case 'Escape':
        event.preventDefault();
        return close();
      case 'Enter':
        event.preventDefault();
        return choose(active);
      case 'Tab':
        // Focus goes back to the button first, so the default Tab move continues from there.
        onOpenChange(false);
        buttonRef.current?.focus();
        return;
    }
    if (event.key === ' ' && Date.now() - typed.current.at > TYPEAHEAD_RESET_MS) {
      event.preventDefault();
      return choose(active);
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeahead(event.key);
    }
  };

  return (
    <div className={field.field} ref={rootRef}>
      <label className={field.label} id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className={styles.anchor}>
        <button
          ref={buttonRef}
          type="button"
          id={id}
          className={`${field.control} ${styles.button} ${error ? field.invalid : ''}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={`${labelId} ${id}`}
          aria-describedby={error ? errorId : undefined}
          onClick={() => onOpenChange(!open)}
          onKeyDown={onButtonKeyDown}
        >
          <span className={value ? styles.value : styles.placeholder}>{value || placeholder}</span>
          <svg className={styles.chevron} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M2 5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {open && (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={0}
            className={styles.list}
            aria-labelledby={labelId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            onKeyDown={onListKeyDown}
          >
            {options.map((option, index) => (
              <li
                key={option}
                id={optionId(index)}
                role="option"
                aria-selected={index === selected}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                onClick={() => choose(index)}
                onMouseMove={() => active !== index && setActive(index)}
              >
                {option}
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p className={field.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Open state for a group of dropdowns: opening one closes the others. */
export function useOneOpen<Key extends string>() {
  const [openKey, setOpenKey] = useState<Key | null>(null);
  return (key: Key) => ({
    open: openKey === key,
    onOpenChange: (open: boolean) => setOpenKey((current) => (open ? key : current === key ? null : current)),
  });
}
