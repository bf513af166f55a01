// The installable app's notices (docs/OFFLINE.md): "You are offline" while the browser has no network, and "A new
// version is ready" when a deploy's service worker has taken over a page an older build drew. It also registers the
// service worker and links the web app manifest. Loaded lazily by the layout once the browser is idle after the first
// paint, so it adds nothing to the initial JS and its files (and the manifest's install icon, 18 KB, which Chromium
// fetches as soon as the manifest is linked) do not share a phone's link with the page's own.
import { useEffect, useState } from 'react';
import './pwa-status.css';

/** The worker and the manifest the build writes at the site's root (frontend/pwa/vite-plugin.ts); served `no-cache`. */
const SERVICE_WORKER_URL = '/sw.js';
const MANIFEST_URL = '/manifest.webmanifest';

/** Links the manifest, which makes the app installable (docs/OFFLINE.md): index.html does not, so it loads after the page. */
function useManifestLink(): void {
  useEffect(() => {
    if (document.head.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_URL;
    document.head.append(link);
  }, []);
}

export const offlineMessage = (appName: string) =>
  `You are offline: ${appName} opens, and what needs your data loads when the network is back.`;
export const newVersionMessage = (appName: string) => `A new version of ${appName} is ready.`;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Registers the worker; true once a newer build's worker has taken over this page (the first install is not news). */
function useNewVersion(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container) return; // jsdom, an old browser; under `npm run dev` there is no /sw.js and registering fails quietly
    // The first worker taking over a page no worker served (a first visit) is the same build: not news. Any later
    // change of worker is a new build taking over a page an older one drew.
    let controlled = Boolean(container.controller);
    const onControllerChange = () => {
      if (controlled) setReady(true);
      controlled = true;
    };
    container.addEventListener('controllerchange', onControllerChange);
    let registration: ServiceWorkerRegistration | undefined;
    container
      .register(SERVICE_WORKER_URL, { updateViaCache: 'none' })
      .then((found) => (registration = found))
      .catch(() => undefined); // no worker (a private window, an old browser): the app works online as before
    // A tab left open for days looks for a new build whenever it is shown again, not only on a full page load.
    const onVisible = () => {
      if (document.visibilityState === 'visible') registration?.update().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      container.removeEventListener('controllerchange', onControllerChange);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return ready;
}

/**
 * `appName` comes from the layout, so this chunk imports nothing the first load's chunks hold but React. A notice is
 * drawn only while it has something to say: an empty live region on every page would be one more "status" for the
 * pages' own (their loading and saved notices).
 */
export default function PwaStatus({ appName }: { appName: string }) {
  useManifestLink();
  const online = useOnline();
  const newVersion = useNewVersion();
  return (
    <>
      {online ? null : (
        <div role="status" className="pwa-status">
          {offlineMessage(appName)}
        </div>
      )}
      {newVersion ? (
        <div role="status" className="pwa-status">
          {newVersionMessage(appName)}{' '}
          <button type="button" className="pwa-status-reload" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      ) : null}
    </>
  );
}
