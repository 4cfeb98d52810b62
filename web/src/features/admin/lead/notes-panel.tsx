import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { notify } from '../../../components/toasts/notify';
import ui from '../ui/admin-ui.module.css';
import { fieldErrors, notifyFailure } from '../ui/errors';
import { AddLeadNoteDocument, LeadAssigneesDocument } from './lead-documents';
import { gqlKind } from '../ui/lead-kind';
import { LEAD_REFETCH, todayUtc, type LeadKindParam } from './lead-kind';
import styles from './lead-page.module.css';
import { keptMentions, mentionAt } from './mention-query';

const MAX = 5000;

/**
 * An internal note (decision 054). Typing @ lists the staff who may see this lead: arrow keys move,
 * Enter or Tab picks, Escape closes; each person mentioned is told by e-mail. A note may also set
 * the follow-up day.
 */
export function NotesPanel({ kind, id }: { kind: LeadKindParam; id: string }) {
  const noteId = useId();
  const listId = useId();
  const dayId = useId();
  const hintId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [day, setDay] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string }[]>([]);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const staff = useQuery(LeadAssigneesDocument, { variables: { kind: gqlKind(kind) } });
  const [add, { loading }] = useMutation(AddLeadNoteDocument, {
    refetchQueries: [...LEAD_REFETCH, 'AdminDueFollowUps'],
    awaitRefetchQueries: true,
  });

  const matches = mention
    ? (staff.data?.leadAssignees ?? [])
        .filter((p) => p.name.toLowerCase().includes(mention.query))
        .slice(0, 8)
    : [];
  const open = matches.length > 0;

  const track = (text: string, caret: number) => {
    setBody(text);
    setMention(mentionAt(text, caret));
    setActive(0);
  };

  const pick = (person: { id: string; name: string }) => {
    if (!mention) return;
    const caret = area.current?.selectionStart ?? body.length;
    const next = `${body.slice(0, mention.start)}@${person.name} ${body.slice(caret)}`;
    const at = mention.start + person.name.length + 2;
    setBody(next);
    setPicked((p) => (p.some((x) => x.id === person.id) ? p : [...p, person]));
    setMention(null);
    requestAnimationFrame(() => area.current?.setSelectionRange(at, at));
  };

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(matches[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
    }
  };

  const submit = async () => {
    setErrors({});
    try {
      await add({
        variables: {
          kind: gqlKind(kind),
          id,
          body,
          mentions: keptMentions(body, picked),
          followUpOn: day || null,
        },
      });
      setBody('');
      setDay('');
      setPicked([]);
      notify.success('Note added.');
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      else notifyFailure(err, 'The note could not be saved. Please try again.');
    }
  };

  return (
    <section className={ui.panel} aria-labelledby="lead-notes">
      <h2 id="lead-notes" className={ui.sectionTitle}>
        Notes
      </h2>
      <form
        className={styles.noteForm}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={ui.field}>
          <label className={ui.label} htmlFor={noteId}>
            New note
          </label>
          <textarea
            id={noteId}
            ref={area}
            className={ui.textarea}
            rows={4}
            maxLength={MAX}
            value={body}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open ? `${listId}-${active}` : undefined}
            aria-describedby={hintId}
            aria-invalid={errors['body'] || errors['mentions'] ? true : undefined}
            onChange={(event) => track(event.target.value, event.target.selectionStart)}
            onKeyDown={onKey}
            onBlur={() => setTimeout(() => setMention(null), 150)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Mention a colleague"
            className={styles.suggestions}
            hidden={!open}
          >
            {matches.map((p, i) => (
              <li
                key={p.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.suggestion}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(p);
                }}
              >
                {p.name} <span className={ui.hint}>{p.email}</span>
              </li>
            ))}
          </ul>
          <p id={hintId} className={ui.hint}>
            Only staff see notes. Type @ to mention a colleague; they get an e-mail.
          </p>
          {errors['body'] || errors['mentions'] ? (
            <p className={ui.error} role="alert">
              {errors['body'] ?? errors['mentions']}
            </p>
          ) : null}
        </div>
        <div className={styles.row}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={dayId}>
              Follow up on (optional)
            </label>
            <input
              id={dayId}
              type="date"
              className={ui.input}
              min={todayUtc()}
              value={day}
              aria-invalid={errors['followUpOn'] ? true : undefined}
              onChange={(event) => setDay(event.target.value)}
            />
          </div>
          <button type="submit" className={ui.buttonPrimary} disabled={loading || !body.trim()}>
            {loading ? 'Saving…' : 'Add note'}
          </button>
        </div>
        {errors['followUpOn'] ? (
          <p className={ui.error} role="alert">
            {errors['followUpOn']}
          </p>
        ) : null}
      </form>
    </section>
  );
}
