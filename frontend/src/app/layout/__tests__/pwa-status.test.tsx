// The offline and new-version notices (docs/OFFLINE.md): shown while offline, and when a newer build's worker takes
// over a page an older one served; never for a first install, and nothing at all while online with one build.
import { act, render, screen } from '@testing-library/react';
import PwaStatus from '../pwa-status';

/** A fake navigator.serviceWorker: registration succeeds, and a test can fire "controllerchange". */
function fakeServiceWorker(controller: object | null) {
  const target = new EventTarget();
  const register = jest.fn(async () => ({ update: jest.fn(async () => undefined) }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(target, { controller, register }),
  });
  return { register, takeOver: () => act(() => void target.dispatchEvent(new Event('controllerchange'))) };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  setOnline(true);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('says plainly that the app is offline while it is, and nothing once the network is back', () => {
  fakeServiceWorker(null);
  render(<PwaStatus appName="Tend" />);
  expect(screen.queryByRole('status')).toBeNull();
  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent(/^You are offline: Tend opens/);
  setOnline(true);
  expect(screen.queryByRole('status')).toBeNull();
});

it('registers /sw.js, always asking the network for it', () => {
  const { register } = fakeServiceWorker(null);
  render(<PwaStatus appName="Tend" />);
  expect(register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
});

it('offers a reload when a new build takes over a page an older build served', () => {
  const { takeOver } = fakeServiceWorker({});
  render(<PwaStatus appName="Tend" />);
  takeOver();
  expect(screen.getByRole('status')).toHaveTextContent('A new version of Tend is ready.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

it('says nothing when the first worker takes over a page no worker served (the first visit), but does at the next build', () => {
  const { takeOver } = fakeServiceWorker(null);
  render(<PwaStatus appName="Tend" />);
  takeOver();
  expect(screen.queryByRole('status')).toBeNull();
  takeOver();
  expect(screen.getByRole('status')).toHaveTextContent('A new version of Tend is ready.');
});

it('links the web app manifest once, as index.html does not', () => {
  fakeServiceWorker(null);
  const { unmount } = render(<PwaStatus appName="Tend" />);
  unmount();
  render(<PwaStatus appName="Tend" />);
  const links = document.head.querySelectorAll('link[rel="manifest"]');
  expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/manifest.webmanifest']);
});
