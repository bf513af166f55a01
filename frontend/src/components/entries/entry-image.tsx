// An entry's photo: a small thumbnail in tables that opens the full image in a dialog, with docs/PRODUCT.md §8's two image errors.
import { useState } from 'react';
import { Dialog } from './dialog';
import { ENTRY_TEXT } from './entry-texts';
import { useImageSource, type ImageState } from './use-image-source';

/** 'Failed to load image (404)' when the server answered, else 'Failed to load image'. */
export const imageLoadFailedText = (httpStatus?: number) =>
  httpStatus ? `${ENTRY_TEXT.imageLoadFailed} (${httpStatus})` : ENTRY_TEXT.imageLoadFailed;

type Size = 'thumbnail' | 'full';

/** Loading: a fixed-size skeleton (no layout shift). Failed to load, or loaded but undisplayable: the error text. */
function ImageContent({
  state,
  alt,
  size,
  broken,
  onBroken,
}: {
  state: ImageState;
  alt: string;
  size: Size;
  broken: boolean;
  onBroken(): void;
}) {
  const className = `entry-image entry-image-${size}`;
  if (state.status === 'loading') {
    return <span className={`${className} skeleton`} role="img" aria-label={alt ? `${alt} (loading)` : 'Loading image'} />;
  }
  if (state.status === 'failed' || broken) {
    return (
      <span className={`${className} entry-image-error`} role="alert">
        {state.status === 'failed' ? imageLoadFailedText(state.httpStatus) : ENTRY_TEXT.imageDisplayFailed}
      </span>
    );
  }
  return <img className={className} src={state.src} alt={alt} onError={onBroken} />;
}

export function EntryImage({ imageUrl, alt, size = 'full' }: { imageUrl: string; alt: string; size?: Size }) {
  const state = useImageSource(imageUrl);
  const [broken, setBroken] = useState(false);
  return <ImageContent state={state} alt={alt} size={size} broken={broken} onBroken={() => setBroken(true)} />;
}

/** A thumbnail button once the image is there; the full image (the same bytes, no second call) opens in a dialog. */
export function EntryImageThumbnail({ imageUrl, label }: { imageUrl: string; label: string }) {
  const state = useImageSource(imageUrl);
  const [broken, setBroken] = useState(false);
  const [open, setOpen] = useState(false);
  const content = (alt: string, size: Size) => (
    <ImageContent state={state} alt={alt} size={size} broken={broken} onBroken={() => setBroken(true)} />
  );
  if (state.status !== 'ready' || broken) return content(label, 'thumbnail');
  return (
    <>
      <button type="button" className="entry-image-button" onClick={() => setOpen(true)} aria-label={`View image: ${label}`}>
        {content('', 'thumbnail')}
      </button>
      {open && (
        <Dialog title="Image" onClose={() => setOpen(false)} className="dialog-image">
          {content(label, 'full')}
        </Dialog>
      )}
    </>
  );
}
