import { useEditorState, type Editor } from '@tiptap/react';
import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { normaliseLinkHref } from './link-href';
import styles from './rich-text-editor.module.css';

type ToolbarState = Record<ActionName, boolean>;

type ActionName =
  | 'bold'
  | 'italic'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo';

type Action = {
  name: ActionName;
  label: string;
  icon: ReactNode;
  /** Toggles report their state with aria-pressed; the others report when they cannot run. */
  kind: 'toggle' | 'command';
  group: number;
};

const ACTIONS: Action[] = [
  { name: 'bold', label: 'Bold', icon: <b>B</b>, kind: 'toggle', group: 0 },
  { name: 'italic', label: 'Italic', icon: <i>I</i>, kind: 'toggle', group: 0 },
  { name: 'heading2', label: 'Heading 2', icon: 'H2', kind: 'toggle', group: 1 },
  { name: 'heading3', label: 'Heading 3', icon: 'H3', kind: 'toggle', group: 1 },
  { name: 'bulletList', label: 'Bullet list', icon: <BulletListIcon />, kind: 'toggle', group: 2 },
  { name: 'orderedList', label: 'Numbered list', icon: <OrderedListIcon />, kind: 'toggle', group: 2 },
  { name: 'blockquote', label: 'Quote', icon: <QuoteIcon />, kind: 'toggle', group: 2 },
  { name: 'link', label: 'Link', icon: <LinkIcon />, kind: 'toggle', group: 3 },
  { name: 'image', label: 'Picture', icon: <PictureIcon />, kind: 'command', group: 3 },
  { name: 'undo', label: 'Undo', icon: <UndoIcon />, kind: 'command', group: 4 },
  { name: 'redo', label: 'Redo', icon: <RedoIcon />, kind: 'command', group: 4 },
];

const NOTHING_ACTIVE: ToolbarState = {
  bold: false,
  italic: false,
  heading2: false,
  heading3: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  link: false,
  image: false,
  undo: false,
  redo: false,
};

/** For toggles: whether the selection has the format. For commands: whether they can run now. */
function readState(editor: Editor | null): ToolbarState {
  if (!editor) return NOTHING_ACTIVE;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    image: true,
    undo: editor.can().undo(),
    redo: editor.can().redo(),
  };
}

/** Runs a toolbar action; returns the message to announce ('' clears it). */
function run(editor: Editor, name: ActionName): string {
  const chain = editor.chain().focus();
  switch (name) {
    case 'bold':
      chain.toggleBold().run();
      break;
    case 'italic':
      chain.toggleItalic().run();
      break;
    case 'heading2':
      chain.toggleHeading({ level: 2 }).run();
      break;
    case 'heading3':
      chain.toggleHeading({ level: 3 }).run();
      break;
    case 'bulletList':
      chain.toggleBulletList().run();
      break;
    case 'orderedList':
      chain.toggleOrderedList().run();
      break;
    case 'blockquote':
      chain.toggleBlockquote().run();
      break;
    case 'link':
      return editLink(editor);
    case 'image':
      break; // the editor's own (onImage)
    case 'undo':
      chain.undo().run();
      break;
    case 'redo':
      chain.redo().run();
      break;
  }
  return '';
}

function editLink(editor: Editor): string {
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const answer = window.prompt(
    'Link address: https://…, mailto:… or a path on this site such as /careers. Leave empty to remove the link.',
    current,
  );
  if (answer === null) return '';
  if (answer.trim() === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return '';
  }
  const href = normaliseLinkHref(answer);
  if (href === null) {
    return `"${answer.trim()}" was not linked: use an address starting with https://, http:// or mailto:, or a path on this site.`;
  }
  if (editor.state.selection.empty && !editor.isActive('link')) {
    // Nothing selected to turn into a link: insert the address itself as the link text, and stop
    // the link there so the next words typed are plain text.
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .unsetMark('link')
      .run();
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }
  return '';
}

/** Arrow keys wrap around; Home and End jump to the ends. */
const MOVES: Partial<Record<string, (current: number, last: number) => number>> = {
  ArrowRight: (current, last) => (current === last ? 0 : current + 1),
  ArrowLeft: (current, last) => (current === 0 ? last : current - 1),
  Home: () => 0,
  End: (_, last) => last,
};

type RichTextToolbarProps = {
  editor: Editor | null;
  /** id of the editable area the toolbar formats */
  controls: string;
  disabled: boolean;
  onMessage: (message: string) => void;
  /** Given when the field takes pictures: the Picture button calls it. */
  onImage?: () => void;
};

/**
 * The formatting toolbar: one tab stop, arrow keys, Home and End move between the buttons (the
 * WAI-ARIA toolbar pattern), Escape goes back to the text.
 */
export function RichTextToolbar({ editor, controls, disabled, onMessage, onImage }: RichTextToolbarProps) {
  const actions = onImage ? ACTIONS : ACTIONS.filter((action) => action.name !== 'image');
  // The selector reads the `editor` prop, not the snapshot's: the snapshot still holds null until
  // the first transaction after the editor is created, which would leave the initial state unread.
  const state = useEditorState({ editor, selector: () => readState(editor) }) ?? NOTHING_ACTIVE;
  const [tabStop, setTabStop] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      editor?.commands.focus();
      return;
    }
    const current = buttons.current.findIndex((button) => button === event.target);
    const move = MOVES[event.key];
    if (current === -1 || !move) return;
    const next = move(current, actions.length - 1);
    event.preventDefault();
    setTabStop(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {actions.map((action, index) => {
        const on = state[action.name];
        const unavailable = action.kind === 'command' && !on;
        return (
          <Fragment key={action.name}>
            {index > 0 && actions[index - 1]?.group !== action.group && (
              <span className={styles.separator} aria-hidden="true" />
            )}
            <button
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              className={styles.button}
              aria-label={action.label}
              title={action.label}
              aria-pressed={action.kind === 'toggle' ? on : undefined}
              // Unavailable commands stay focusable so the arrow keys do not skip over them.
              aria-disabled={unavailable || undefined}
              disabled={disabled || !editor}
              tabIndex={index === tabStop ? 0 : -1}
              onFocus={() => setTabStop(index)}
              onClick={() => {
                // Safari does not focus buttons on click; the last one used is the tab stop anyway.
                setTabStop(index);
                if (!editor || unavailable) return;
                if (action.name === 'image') return onImage?.();
                onMessage(run(editor, action.name));
              }}
            >
              {action.icon}
            </button>
          </Fragment>
        );
      })}
    </div>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function BulletListIcon() {
  return (
    <Icon>
      <circle cx="4" cy="5" r="1" fill="currentColor" />
      <circle cx="4" cy="10" r="1" fill="currentColor" />
      <circle cx="4" cy="15" r="1" fill="currentColor" />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </Icon>
  );
}

function OrderedListIcon() {
  return (
    <Icon>
      <path d="M3 3.5h1.5v4M3 7.5h3M3 12.5h3l-3 4h3M9 5h8M9 10h8M9 15h8" strokeWidth="1.4" />
    </Icon>
  );
}

function QuoteIcon() {
  return (
    <Icon>
      <path d="M4 4v12M8 6h9M8 10h9M8 14h6" />
    </Icon>
  );
}

function LinkIcon() {
  return (
    <Icon>
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1" />
      <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
    </Icon>
  );
}

function PictureIcon() {
  return (
    <Icon>
      <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
      <circle cx="7" cy="8" r="1.5" />
      <path d="m3 15 4.5-4.5 3 3 2-2 4.5 4.5" />
    </Icon>
  );
}

function UndoIcon() {
  return (
    <Icon>
      <path d="M7 4 3 8l4 4" />
      <path d="M3 8h9a5 5 0 0 1 0 10H9" />
    </Icon>
  );
}

function RedoIcon() {
  return (
    <Icon>
      <path d="m13 4 4 4-4 4" />
      <path d="M17 8H8a5 5 0 0 0 0 10h3" />
    </Icon>
  );
}
