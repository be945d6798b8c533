// The builder's picture: chosen or dropped, checked here first (JPEG, PNG, WebP or GIF, up to
// 10 MB), previewed at once from the file, and uploaded straight away with its progress shown, so
// the draft keeps only the stored picture's address. The server checks it again and says why not.

import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { type DraftImage, imageFileProblem, PIN_IMAGE_KINDS_TEXT, PIN_IMAGE_MAX_TEXT, PIN_IMAGE_TYPES } from 'shared-contracts/rules';
import { useApiMutation } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import styles from './PinBuilder.module.css';

/** A picture dragged from another site arrives as its address; the server fetches nothing from other hosts. */
export const NO_FETCHING = "We can't fetch pictures from other sites. Save the picture to your device, then choose it here.";

export interface ImagePickerProps {
  image: DraftImage | null;
  onUploaded: (image: DraftImage) => void;
  onRemove: () => void;
  /** The form's own problem with the picture (none chosen when publishing). */
  error?: string | null;
  /** Told when an upload starts and ends: the form waits for it before publishing. */
  onUploading?: (uploading: boolean) => void;
}

export function ImagePicker({ image, onUploaded, onRemove, error, onUploading }: ImagePickerProps) {
  const { client } = useCloseupDeps();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // An upload that ends after the draft was discarded (this picker is then gone) is dropped.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  // The control that had focus goes away (the file field as the preview shows, Remove as the
  // picture goes): focus moves to what replaces it.
  const removeButton = useRef<HTMLButtonElement>(null);
  const fileField = useRef<HTMLInputElement>(null);
  const focusNext = useRef<'remove' | 'choose' | null>(null);
  useEffect(() => {
    const next = focusNext.current === 'remove' ? removeButton.current : focusNext.current === 'choose' ? fileField.current : null;
    if (!next) return;
    focusNext.current = null;
    next.focus();
  });

  // The preview's object URL is let go when it is replaced or the page goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  // The file's own bytes, limited by the server as they arrive: no base64 a third larger, no JSON to parse.
  const uploading = useApiMutation((file: File) => client.upload('POST /v3/pin_images/', file, { onUploadProgress: setProgress }), {
    onSuccess: (uploaded) => {
      if (!alive.current) return;
      focusNext.current = 'remove';
      onUploaded({ url: uploaded.image_url, width: uploaded.width, height: uploaded.height, color: uploaded.dominant_color });
      setPreview(null);
      setProgress(null);
      onUploading?.(false);
    },
    onError: () => {
      if (!alive.current) return;
      focusNext.current = 'choose';
      setPreview(null);
      setProgress(null);
      onUploading?.(false);
    },
  });

  const choose = (file: File | undefined) => {
    if (!file || progress !== null) return;
    uploading.reset();
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploading?.(true);
    void uploading.run(file);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) choose(file);
    else if (event.dataTransfer.types.includes('text/uri-list')) setProblem(NO_FETCHING);
  };

  const shown = problem ?? uploading.error ?? error ?? null;
  const alert = shown && (
    <p id={`${id}-error`} className="pb-field__error" role="alert">
      {shown}
    </p>
  );

  if (image)
    return (
      <div className={styles.picture}>
        <img src={image.url} alt="What your Pin shows" width={image.width} height={image.height} />
        <button
          ref={removeButton}
          type="button"
          className="pb-button"
          onClick={() => {
            focusNext.current = 'choose';
            onRemove();
          }}
        >
          Remove picture
        </button>
      </div>
    );
  if (preview)
    return (
      <div className={styles.picture}>
        <img src={preview} alt="Uploading" />
        <label className={styles.progress}>
          Uploading… {Math.round((progress ?? 0) * 100)}%
          <progress max={1} value={progress ?? 0} />
        </label>
      </div>
    );
  return (
    <div
      className={`${styles.dropzone}${dragging ? ` ${styles.dragging}` : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <label className="pb-button pb-button--primary">
        Choose an image
        <input
          ref={fileField}
          className={styles.file}
          type="file"
          accept={PIN_IMAGE_TYPES.join(',')}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-hint`} className="pb-field__note">
        or drag it here. {PIN_IMAGE_KINDS_TEXT}, up to {PIN_IMAGE_MAX_TEXT}.
      </p>
      {alert}
    </div>
  );
}
