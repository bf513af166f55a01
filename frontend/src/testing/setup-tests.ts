// Runs before every web test: DOM matchers, what jsdom lacks (react-router's encoders, the modal <dialog>), and a
// clean browser storage per test.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import './dialog-polyfill';

// react-router encodes URLs with these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
