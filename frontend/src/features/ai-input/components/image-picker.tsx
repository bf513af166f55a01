// The photo of the 'Your Data' card: none (a picker), compressing, or attached (a thumbnail with Remove). A thumbnail
// the browser cannot show is reported (onBroken), never left as a broken image with its alt text.
import { useEffect, useRef, useState } from 'react';
import { useId } from '@/lib/use-id';
import type { ImageState } from '../use-data-input';

/** An object URL for the file while it is shown, revoked when it changes or leaves. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

type Props = {
  image: ImageState;
  previewUrl: string | null;
  /** The picker is disabled (busy, reviewing, or AI capture paused). */
  disabled: boolean;
  /** Remove is disabled (busy or reviewing). */
  removeDisabled: boolean;
  onPick(file: File | undefined): void;
  onRemove(): void;
  /** The attached file's thumbnail could not be decoded. */
  onBroken(): void;
};

export function ImagePicker({ image, previewUrl, disabled, removeDisabled, onPick, onRemove, onBroken }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  if (image.status === 'compressing') {
    return (
      <p className="data-input-image-status" role="status">
        <span className="spinner" aria-hidden="true" /> Compressing image…
      </p>
    );
  }
  if (image.status === 'attached') {
    return (
      <div className="data-input-thumb">
        {previewUrl && <img src={previewUrl} alt="Attached photo" onError={onBroken} />}
        <span className="data-input-thumb-name">{image.file.name}</span>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRemove} disabled={removeDisabled}>
          Remove image
        </button>
      </div>
    );
  }
  return (
    <div className="data-input-picker">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        className="data-input-file sr-only"
        disabled={disabled}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // The same file can be chosen again after a removal.
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className="btn btn-secondary btn-sm" aria-disabled={disabled || undefined}>
        Add a photo
      </label>
    </div>
  );
}
