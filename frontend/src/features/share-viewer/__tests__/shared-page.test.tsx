// The viewer page /shared (issue 27): a passcode link asks for the passcode, says how many tries are left when it is
// wrong, then decrypts the files in the browser and shows the summary in a sandboxed frame with the FHIR download; a
// revoked, expired or locked link says so. No request carries the key or a session, and none sends credentials.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, type FakeAnswer, type RecordedRequest } from '@/testing/fake-fetch';
import { RECIPIENT } from '../open-link';
import { SharedPage, VIEWER_TEXTS } from '../shared-page';
import { BUNDLE, documentReference, MANIFEST_URL, makeLink } from './shlink-fixture';

const SUMMARY = '<!doctype html><html><body><h1>Health summary</h1><p>Sleep 7 h 12 min</p></body></html>';

async function setup(link: ReturnType<typeof makeLink>, manifest: (request: RecordedRequest) => FakeAnswer) {
  const files = { bundle: await link.encrypt(BUNDLE), summary: await link.encrypt(documentReference(SUMMARY)) };
  localStorage.setItem('token', 'a-session-token');
  window.location.hash = link.shlink;
  const api = installFetch((request) => {
    if (request.url === MANIFEST_URL) return manifest(request);
    if (request.url === 'https://files.example/bundle') return { status: 200, body: files.bundle };
    if (request.url === 'https://files.example/summary') return { status: 200, body: files.summary };
    return { status: 500 };
  });
  render(<SharedPage />);
  return api;
}

const FILES = {
  status: 200,
  body: {
    files: [
      { contentType: 'application/fhir+json', location: 'https://files.example/summary' },
      { contentType: 'application/fhir+json', location: 'https://files.example/bundle' },
    ],
  },
};

afterEach(() => {
  window.location.hash = '';
});

test('asks for the passcode, counts a wrong one, then decrypts and shows the summary with the FHIR download', async () => {
  const link = makeLink();
  const { mock, requests } = await setup(link, (request) =>
    (request.body as { passcode?: string }).passcode === '482913' ? FILES : { status: 401, body: { remainingAttempts: 9 } },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Shared health summary' })).toBeInTheDocument();
  expect(screen.getByText('For Dr. Rivera, 3 Dec')).toBeInTheDocument();
  expect(requests).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Passcode'), '111111');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(VIEWER_TEXTS.wrongPasscode(9));
  expect(VIEWER_TEXTS.wrongPasscode(9)).toBe('That passcode is not right. 9 tries left.');

  await userEvent.clear(screen.getByLabelText('Passcode'));
  await userEvent.type(screen.getByLabelText('Passcode'), '482913');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const frame = await screen.findByTitle('Shared health summary');
  expect(frame).toHaveAttribute('srcdoc', SUMMARY);
  expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts/);
  expect(screen.getByRole('button', { name: 'Download FHIR file (JSON)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print the summary' })).toBeInTheDocument();

  expect(requests[0]).toMatchObject({ url: MANIFEST_URL, method: 'POST', body: { recipient: RECIPIENT, passcode: '111111' } });
  for (const [, init] of mock.mock.calls as [string, RequestInit][]) expect(init.credentials).toBe('omit');
  for (const request of requests) {
    expect(request.headers).not.toHaveProperty('authorization');
    expect(request.headers).not.toHaveProperty('Authorization');
    expect(`${request.url} ${JSON.stringify(request.body ?? '')}`).not.toContain(link.json.key);
  }
});

test('a link without a passcode opens at once', async () => {
  const { requests } = await setup(makeLink({ flag: '' }), () => FILES);
  expect(await screen.findByTitle('Shared health summary')).toHaveAttribute('srcdoc', SUMMARY);
  expect(requests[0].body).toEqual({ recipient: RECIPIENT });
});

test('a revoked, expired or unknown link (404) says it no longer works', async () => {
  await setup(makeLink({ flag: '' }), () => ({ status: 404 }));
  expect(await screen.findByRole('alert')).toHaveTextContent(VIEWER_TEXTS.gone);
  expect(VIEWER_TEXTS.gone).toBe('This link no longer works. Ask the person who shared it for a new one.');
});

test('a link past its exp says so without asking the server', async () => {
  const { requests } = await setup(makeLink({ exp: 1_000 }), () => FILES);
  expect(screen.getByRole('alert')).toHaveTextContent(VIEWER_TEXTS.gone);
  expect(requests).toHaveLength(0);
});

test('the last wrong passcode locks the link', async () => {
  await setup(makeLink(), () => ({ status: 401, body: { remainingAttempts: 0 } }));
  await userEvent.type(screen.getByLabelText('Passcode'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(VIEWER_TEXTS.locked);
});

test('an address without a link says what is missing', async () => {
  window.location.hash = '';
  installFetch(() => ({ status: 500 }));
  render(<SharedPage />);
  expect(screen.getByRole('alert')).toHaveTextContent(VIEWER_TEXTS.missing);
  await waitFor(() => expect(screen.queryByLabelText('Passcode')).toBeNull());
});

test('files the manifest embeds open too, and a failure to reach them offers Try again', async () => {
  const link = makeLink({ flag: '' });
  const embedded = { bundle: await link.encrypt(BUNDLE), summary: await link.encrypt(documentReference(SUMMARY)) };
  let calls = 0;
  await setup(link, () =>
    ++calls === 1
      ? { status: 503 }
      : {
          status: 200,
          body: {
            files: [
              { contentType: 'application/fhir+json', embedded: embedded.summary },
              { contentType: 'application/fhir+json', embedded: embedded.bundle },
            ],
          },
        },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(VIEWER_TEXTS.failed);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTitle('Shared health summary')).toHaveAttribute('srcdoc', SUMMARY);
  expect(screen.getByRole('button', { name: 'Download FHIR file (JSON)' })).toBeInTheDocument();
});

test('another link pasted in the address bar starts again with it', async () => {
  await setup(makeLink({ flag: '' }), () => ({ status: 404 }));
  expect(await screen.findByRole('alert')).toHaveTextContent(VIEWER_TEXTS.gone);
  window.location.hash = makeLink({ label: 'Another link' }).shlink;
  expect(await screen.findByLabelText('Passcode')).toBeInTheDocument();
  expect(screen.getByText('Another link')).toBeInTheDocument();
});
