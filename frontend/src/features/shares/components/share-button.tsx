// The doctor summary's "Share with a clinician" button (composed in by the app: features do not import each other).
// The dialog, with its form and QR code, is a chunk of its own fetched on the first press.
import { lazy, Suspense, useState } from 'react';
import { SHARE_TEXTS } from '../share-texts';

const ShareDialog = lazy(() => import('./share-dialog'));

export function ShareWithClinician({ days }: { days: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {SHARE_TEXTS.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog days={days} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
