import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FigureAttrs } from './figure-node';
import ui from './admin-ui.module.css';
import styles from './rich-text-editor.module.css';

export type PictureUpload = { url: string; width: number | null; height: number | null };

/** What the dialog works on: a new file being uploaded, or a picture already in the text. */
export type PictureRequest =
  { kind: 'new'; file: File; upload: Promise<PictureUpload> } | { kind: 'edit'; attrs: FigureAttrs };

type Props = {
  request: PictureRequest | undefined;
  onDone: (attrs: FigureAttrs | undefined) => void;
};

/**
 * Asks for a picture's alt text (required) and caption (optional) while the file uploads, then
 * hands back what to insert. A native modal <dialog>: focus stays inside, Escape cancels.
 */
export function PictureDialog({ request, onDone }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const altId = useId();
  const captionId = useId();
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [altError, setAltError] = useState('');
  const [preview, setPreview] = useState('');
  const [uploaded, setUploaded] = useState<PictureUpload>();
  const [failure, setFailure] = useState('');

  useEffect(() => {
    if (!request) return;
    setAltError('');
    setFailure('');
    if (request.kind === 'edit') {
      setAlt(request.attrs.alt);
      setCaption(request.attrs.caption);
      setPreview(request.attrs.src);
      setUploaded({ url: request.attrs.src, width: request.attrs.width, height: request.attrs.height });
    } else {
      setAlt('');
      setCaption('');
      setUploaded(undefined);
      const url = URL.createObjectURL(request.file);
      setPreview(url);
      let live = true;
      request.upload.then(
        (done) => live && setUploaded(done),
        (err: unknown) =>
          live && setFailure(err instanceof Error ? err.message : 'The picture could not be uploaded.'),
      );
      if (!ref.current?.open) ref.current?.showModal();
      return () => {
        live = false;
        URL.revokeObjectURL(url);
      };
    }
    if (!ref.current?.open) ref.current?.showModal();
  }, [request]);

  const close = (attrs: FigureAttrs | undefined) => {
    ref.current?.close();
    onDone(attrs);
  };

  function submit() {
    if (!alt.trim()) {
      setAltError('Describe the picture for people who cannot see it.');
      return;
    }
    if (!uploaded) return;
    close({
      src: uploaded.url,
      width: uploaded.width,
      height: uploaded.height,
      alt: alt.trim(),
      caption: caption.trim(),
    });
  }

  function onEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  }

  const status = failure
    ? failure
    : request?.kind === 'new' && !uploaded
      ? 'Uploading the picture…'
      : request?.kind === 'new'
        ? 'Uploaded.'
        : '';

  return (
    <dialog
      ref={ref}
      className={ui.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close(undefined);
      }}
    >
      {request && (
        // Not a <form>: the dialog sits inside the article's form, and a nested form's submit (or
        // Enter in its fields) would submit the article too.
        <div className={styles.pictureForm}>
          <h2 id={titleId} className={ui.dialogTitle}>
            {request.kind === 'new' ? 'Insert picture' : 'Edit picture'}
          </h2>
          {preview && <img className={styles.dialogPreview} src={preview} alt="" />}
          <p role="status" className={failure ? ui.error : styles.uploadStatus}>
            {status}
          </p>
          <label htmlFor={altId} className={ui.label}>
            Alt text (required)
          </label>
          <input
            id={altId}
            className={ui.input}
            value={alt}
            maxLength={300}
            autoFocus
            onChange={(event) => {
              setAlt(event.target.value);
              setAltError('');
            }}
            onKeyDown={onEnter}
            aria-invalid={altError ? true : undefined}
            aria-describedby={altError ? `${altId}-error` : undefined}
          />
          {altError && (
            <p id={`${altId}-error`} className={ui.error}>
              {altError}
            </p>
          )}
          <label htmlFor={captionId} className={ui.label}>
            Caption (optional)
          </label>
          <input
            id={captionId}
            className={ui.input}
            value={caption}
            maxLength={300}
            onChange={(event) => setCaption(event.target.value)}
            onKeyDown={onEnter}
          />
          <div className={ui.dialogActions}>
            <button type="button" className={ui.button} onClick={() => close(undefined)}>
              Cancel
            </button>
            <button
              type="button"
              onClick={submit}
              className={ui.buttonPrimary}
              disabled={!uploaded || Boolean(failure)}
            >
              {request.kind === 'new' ? 'Insert picture' : 'Save picture'}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
