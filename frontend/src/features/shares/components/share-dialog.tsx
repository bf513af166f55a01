// "Share with a clinician" (issue 27): the form, then the link made. Its own lazy chunk with the QR code's library,
// loaded only when the button is pressed.
import { useState } from 'react';
import { Dialog } from '@/components/entries/dialog';
import type { CreatedShare } from '../api/shares-api';
import { SHARE_TEXTS } from '../share-texts';
import { CreatedLink } from './created-link';
import { ShareForm } from './share-form';
import './shares.css';

export default function ShareDialog({ days, onClose }: { days: number; onClose(): void }) {
  const [created, setCreated] = useState<CreatedShare | null>(null);
  return (
    <Dialog title={SHARE_TEXTS.title} onClose={onClose} className="share-dialog">
      {created ? <CreatedLink created={created} onDone={onClose} /> : <ShareForm initialDays={days} onCreated={setCreated} />}
    </Dialog>
  );
}
