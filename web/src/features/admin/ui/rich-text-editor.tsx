import { createDocument, EditorContent, useEditor, type Editor } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { isAllowedLinkHref, sanitizeRichText } from '@agency/schema/rich-text';
import styles from './rich-text-editor.module.css';
import { RichTextToolbar } from './rich-text-toolbar';
import { Figure, type FigureAttrs } from './figure-node';
import { PictureDialog, type PictureRequest, type PictureUpload } from './picture-dialog';

export type RichTextEditorProps = {
  /** id of the editable element, so a `<label htmlFor>` / aria-labelledby works */
  id: string;
  /** accessible name of the editable area (aria-label on the contenteditable) */
  label: string;
  /**
   * HTML; the editor is controlled loosely: when `value` changes from outside (e.g. a form reset or
   * data loaded later) and differs from the editor's current HTML, the content is replaced (without
   * emitting onChange)
   */
  value: string;
  /** called with the editor's HTML after each change (empty doc -> '') */
  onChange: (html: string) => void;
  /** sets aria-invalid on the editable area */
  invalid?: boolean;
  /** aria-describedby on the editable area (error message id) */
  describedBy?: string;
  disabled?: boolean;
  /**
   * Pictures in the text (decision 048): given, the editor offers an Image button and takes pasted
   * and dropped image files, uploading each through this and asking for its alt text and caption.
   */
  uploadImage?: (file: File) => Promise<PictureUpload>;
};

/**
 * The document model is exactly what the toolbar offers (plus line breaks), so pasted or typed
 * formatting the public pages do not style (h1, h4, code, strike, underline, rules) is dropped.
 * The page owns h1. Links open in the same tab and carry no rel: staff write them, and relative
 * links to our own pages are the common case.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // It appends an empty paragraph after a final list or quote on the first transaction, so
    // merely clicking into loaded content would report a change.
    trailingNode: false,
    link: {
      // Clicking a link while writing must place the caret, not leave the form.
      openOnClick: false,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLinkHref(url),
    },
  }),
];

const withPictures = [...extensions, Figure];

const imageFiles = (list: FileList | null | undefined) =>
  [...(list ?? [])].filter((file) => file.type.startsWith('image/'));

/** How many emitted values may be in flight before the parent echoes them back as `value`. */
const PENDING_LIMIT = 50;

/** The HTML the editor reports: sanitised, and '' when there is no text at all. */
function editorHtml(editor: Editor): string {
  const html = editor.getHTML();
  // A picture is content too (it has its alt text).
  return editor.state.doc.textContent.trim() === '' && !html.includes('<img ') ? '' : sanitizeRichText(html);
}

/**
 * A rich-text field for the staff area (articles, vacancies), built on TipTap. It emits sanitised
 * HTML with p, h2, h3, strong, em, ul/ol/li, blockquote, a[href] and br only.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid = false,
  describedBy,
  disabled = false,
  uploadImage,
}: RichTextEditorProps): JSX.Element {
  const [message, setMessage] = useState('');
  const [picture, setPicture] = useState<PictureRequest>();
  const [dropping, setDropping] = useState(false);
  // Where a dropped picture goes (the document position under the pointer); else the selection.
  const insertAt = useRef<number | undefined>(undefined);
  const file = useRef<HTMLInputElement>(null);
  const uploadRef = useRef(uploadImage);
  useLayoutEffect(() => {
    uploadRef.current = uploadImage;
  });
  const startPicture = useRef((chosen: File) => {
    const upload = uploadRef.current;
    if (upload) setPicture({ kind: 'new', file: chosen, upload: upload(chosen) });
  });
  const pictures = Boolean(uploadImage);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  // Values emitted but not yet seen again as `value`. A parent that stores what it gets re-renders
  // after the editor has moved on when typing is fast, so an older echo must not be mistaken for
  // an outside change (that would throw away the newest keystrokes).
  const pending = useRef<string[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const syncedEditor = useRef<Editor | null>(null);

  // Later values reach the editor through the effect below; this is only what it starts with.
  const [initialContent] = useState(() => sanitizeRichText(value));
  // Stable unless an attribute changes: useEditor re-applies its options whenever one differs.
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = {
      id,
      'aria-label': label,
      'aria-multiline': 'true',
      class: styles.content ?? '',
    };
    if (invalid) attributes['aria-invalid'] = 'true';
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (disabled) attributes['aria-disabled'] = 'true';
    if (!pictures) return { attributes };
    return {
      attributes,
      handlePaste: (_view: unknown, event: ClipboardEvent) => {
        const [pasted] = imageFiles(event.clipboardData?.files);
        if (!pasted) return false;
        insertAt.current = undefined;
        startPicture.current(pasted);
        return true;
      },
      handleDrop: (
        view: { posAtCoords: (c: { left: number; top: number }) => { pos: number } | null },
        event: DragEvent,
        _slice: unknown,
        moved: boolean,
      ) => {
        setDropping(false);
        const [dropped] = moved ? [] : imageFiles(event.dataTransfer?.files);
        if (!dropped) return false;
        event.preventDefault();
        insertAt.current = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        startPicture.current(dropped);
        return true;
      },
    };
  }, [id, label, invalid, describedBy, disabled, pictures]);

  const editor = useEditor({
    extensions: pictures ? withPictures : extensions,
    content: initialContent,
    editable: !disabled,
    // The first render must match the server's HTML, so the editor is created after mounting.
    immediatelyRender: false,
    // The few ProseMirror rules it would inject as a <style> tag live in our CSS module instead,
    // so a stricter style-src policy later cannot break the editor.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor }) => {
      const html = editorHtml(editor);
      pending.current.push(html);
      if (pending.current.length > PENDING_LIMIT) pending.current.shift();
      setMessage('');
      onChangeRef.current(html);
    },
  });

  // An outside `value`: replace the content unless it is ours coming back or means the same.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (syncedEditor.current !== editor) {
      // A new editor instance starts from the first value; what the old one emitted means nothing.
      syncedEditor.current = editor;
      pending.current = [];
    }
    const echoed = pending.current.indexOf(value);
    if (echoed !== -1) {
      pending.current.splice(0, echoed + 1);
      return;
    }
    pending.current = [];
    if (value === editorHtml(editor)) return;
    const clean = sanitizeRichText(value);
    if (createDocument(clean, editor.schema).eq(editor.state.doc)) return;
    // Outside content is not an edit: Undo must not bring back what was there before it.
    editor.chain().setMeta('addToHistory', false).setContent(clean, { emitUpdate: false }).run();
  }, [editor, value]);

  useEffect(() => {
    // useEditor keeps the editable state across option updates, so it is set here.
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A <label htmlFor> only focuses form controls, and the editable area is a div.
  useEffect(() => {
    if (!editor) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('label')?.htmlFor === id && editor.isEditable) editor.commands.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [editor, id]);

  // Alt+F10 from the text reaches the toolbar, as in other editors (TinyMCE, CKEditor).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      root.current?.querySelector<HTMLButtonElement>('[role="toolbar"] button[tabindex="0"]')?.focus();
    }
  }

  /** The Image button: edits the selected picture, or asks for a file to insert. */
  function onImage() {
    if (!editor) return;
    const { selection } = editor.state;
    if (selection instanceof NodeSelection && selection.node.type.name === 'figure') {
      setPicture({ kind: 'edit', attrs: selection.node.attrs as FigureAttrs });
      return;
    }
    insertAt.current = undefined;
    file.current?.click();
  }

  function onPictureDone(attrs: FigureAttrs | undefined) {
    const request = picture;
    setPicture(undefined);
    if (!editor || !attrs) {
      editor?.commands.focus();
      return;
    }
    if (request?.kind === 'edit') {
      editor.chain().focus().updateAttributes('figure', attrs).run();
      return;
    }
    const content = { type: 'figure', attrs };
    const at = insertAt.current;
    if (at !== undefined) editor.chain().focus().insertContentAt(at, content).run();
    else editor.chain().focus().insertContent(content).run();
    setMessage('');
  }

  const className = [
    styles.root,
    invalid && styles.invalid,
    disabled && styles.disabled,
    dropping && styles.dropping,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={root}
      className={className}
      onKeyDown={onKeyDown}
      onDragOver={pictures ? (event) => setDropping(event.dataTransfer.types.includes('Files')) : undefined}
      onDragLeave={pictures ? () => setDropping(false) : undefined}
      onDoubleClick={
        pictures
          ? (event) => {
              if (event.target instanceof HTMLImageElement) onImage();
            }
          : undefined
      }
    >
      <RichTextToolbar
        editor={editor}
        controls={id}
        disabled={disabled}
        onMessage={setMessage}
        onImage={pictures ? onImage : undefined}
      />
      {pictures && (
        <>
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            hidden
            aria-label="Picture to insert"
            onChange={(event) => {
              const [chosen] = imageFiles(event.target.files);
              event.target.value = '';
              if (chosen) startPicture.current(chosen);
            }}
          />
          <PictureDialog request={picture} onDone={onPictureDone} />
        </>
      )}
      <p role="status" className={styles.status}>
        {message}
      </p>
      <EditorContent editor={editor} className={styles.body} />
    </div>
  );
}
