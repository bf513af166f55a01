// Runs before every web test: DOM matchers, what jsdom lacks (react-router's encoders, crypto.subtle, the modal <dialog>), a
// deadline for waiting on state that a loaded machine meets, and a clean browser storage per test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import './dialog-polyfill';

// react-router encodes URLs with these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's crypto has no subtle: the browser's SubtleCrypto is Node's (push subscription ids, features/push).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

// findBy and waitFor wait on state, not time: 1 s (the default) is too short on a loaded 2-core CI runner, where a
// lazy page or an answered fetch can take longer to render. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(15_000);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
