// What the Notifications section says (docs/REMINDERS.md "Delivery"), in one place.
export const pushTexts = {
  title: 'Notifications on this device',
  intro:
    'Reminders you set come here as notifications you can answer with one tap: Taken or Snooze, and Skip where your browser has room for a third button. The dashboard’s Left today line offers Taken and Skip too.',
  on: 'On: reminders come to this device.',
  off: 'Off: this device gets no reminders. Without a device, reminders come by e-mail.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  devices: (count: number) => `Reminders go to ${count} ${count === 1 ? 'device' : 'devices'} of yours.`,
  unsupported:
    'This browser cannot show notifications from Tend. On an iPhone or iPad, add Tend to your Home Screen first (Share, then Add to Home Screen), open it from there, and turn them on here.',
  denied: 'Notifications are blocked for Tend in this browser. Allow them in the browser’s site settings, then come back here.',
  notAllowed: 'Notifications were not allowed. To turn them on, allow them when your browser asks.',
  noWorker: 'Tend’s offline helper is not running in this tab. Reload the page and try again.',
  notSetUp: 'Notifications are not set up on this server.',
  failed: 'Could not change notifications just now. Please try again.',
} as const;
