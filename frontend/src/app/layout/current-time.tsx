// The date-time shown in the bar (wide screens) and in the phone menu.
import { formatNow, useNow } from './use-now';

export function CurrentTime({ className }: { className: string }) {
  const now = useNow();
  return (
    <time className={className} dateTime={now.toISOString()}>
      {formatNow(now)}
    </time>
  );
}
