// A stand-in for the browser's fetch in web tests (jsdom has none): scripted answers and a record of requests.

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A minimal Response with what the API client reads. */
export function fakeResponse({ status, body, headers = {} }: FakeAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(headers),
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text]),
  } as unknown as Response;
}

export type RecordedRequest = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** Installs a fetch whose answers come from `answer(request)`; returns the jest mock and the recorded requests. */
export function installFetch(answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: RecordedRequest[] = [];
  const mock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const raw = init.body;
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    requests.push(request);
    return fakeResponse(await answer(request));
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { mock, requests };
}

/** A fetch that never answers until its signal aborts (then it rejects, as browsers do). */
export function installHangingFetch() {
  const mock = jest.fn(
    (_url: string, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
