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
