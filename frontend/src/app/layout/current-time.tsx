// The date-time shown in the bar (wide screens) and in the phone menu, in the chosen zone and its locale.
import { useDateTimeFormatter } from '@/lib/time-zone';
import { useNow } from './use-now';

export function CurrentTime({ className }: { className: string }) {
  const now = useNow().toISOString();
  const format = useDateTimeFormatter();
  return (
    <time className={className} dateTime={now}>
      {format(now)}
    </time>
  );
}
