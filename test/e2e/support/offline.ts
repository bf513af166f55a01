// Taking a browser context off the network and back, as a phone losing and finding its signal.
//
// context.setOffline fails every request, but in Debian's Chromium 150 with playwright-core 1.65 a document opened after
// it (a reload, a navigation answered by the service worker) reads navigator.onLine as true, which a device with no
// network never does, and gets no 'online' event when the network comes back. So each document also reads
// navigator.onLine from the test's state, set at the document's start and in the documents already open, and a document
// that started offline is told when the network is back; the others get the browser's own events.
import type { BrowserContext } from 'playwright-core';

const contextsPatched = new WeakSet<BrowserContext>();

export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (!contextsPatched.has(context)) {
    contextsPatched.add(context);
    await context.addInitScript(() => {
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get() {
          return (globalThis as TestState).e2eOffline === true ? false : real.call(this);
        },
      });
    });
  }
  // Init scripts run in the order they were added: the last one says the state a new document starts in.
  await context.addInitScript((offline) => Object.assign(globalThis, { e2eOffline: offline, e2eStartedOffline: offline }), offline);
  await context.setOffline(offline);
  await Promise.all(context.pages().map((page) => page.evaluate(tell, offline)));
}

type TestState = { e2eOffline?: boolean; e2eStartedOffline?: boolean };

/** In a page: the new state, and the 'online' event a document that started offline would not get from the browser. */
function tell(offline: boolean) {
  const state = globalThis as TestState;
  state.e2eOffline = offline;
  if (!offline && state.e2eStartedOffline) {
    state.e2eStartedOffline = false;
    window.dispatchEvent(new Event('online'));
  }
}
