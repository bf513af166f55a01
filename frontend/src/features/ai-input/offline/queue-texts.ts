// The offline capture queue's texts (docs/OFFLINE.md "Offline capture"): what the capture card says about captures
// kept on the device.

export const QUEUE_TEXT = {
  keptOffline: 'You are offline: this is kept on this device and sent when the network is back.',
  keptUnreachable: 'Tend could not be reached: this is kept on this device and sent when the network is back.',
  noNetwork: 'No network: it is sent again when the network is back.',
  serverTrouble: 'Tend could not process it just now: it is sent again in a moment.',
  nothingFound: 'No structured data could be extracted.',
  failedTitle: 'Could not be sent',
  readyTitle: (count: number) => `Ready to review (${count})`,
  review: 'Review',
  remove: 'Remove',
  photoOnly: 'A photo',
  withPhoto: 'with a photo',
} as const;

export function waitingText(count: number): string {
  return count === 1 ? '1 entry waiting to send' : `${count} entries waiting to send`;
}

/** When a capture was typed, in its zone: "typed 08:10", or "typed Thu 08:10" on another day. */
export function typedAtText(capturedAt: string, zone: string, now = new Date()): string {
  const at = new Date(capturedAt);
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(date);
  const options: Intl.DateTimeFormatOptions = { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (day(at) !== day(now)) options.weekday = 'short';
  return `typed ${new Intl.DateTimeFormat('en-GB', options).format(at)}`;
}
