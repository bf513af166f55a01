// Sends one fuzz case byte for byte (node:http: no URL normalising, bodies on any method) and checks R14's
// properties on the answer: never a 5xx or a dropped connection; every error JSON in the shapes of docs/PRODUCT.md "Error shapes"; every JSON
// answer inside the route's contract (contract-check.ts, which reuses the OpenAPI document's errorSchema).
import http from 'node:http';
import { checkAnswer } from '../contract-check';
import { apiUrl, runtimeState } from '../runtime';
import type { FuzzCase } from './cases';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const JUNK_TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';

export function send(fuzz: FuzzCase, token: string): Promise<Answer> {
  const { hostname, port } = new URL(runtimeState().url);
  const headers: Record<string, string | number> = {};
  if (fuzz.auth === 'signed-in') headers.authorization = `Bearer ${token}`;
  if (fuzz.auth === 'junk-token') headers.authorization = `Bearer ${JUNK_TOKEN}`;
  if (fuzz.body?.contentType) headers['content-type'] = fuzz.body.contentType;
  if (fuzz.body) headers['content-length'] = fuzz.body.bytes.length;
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: fuzz.target, method: fuzz.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, contentType: res.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', (error) => reject(new Error(`${describe(fuzz)}: the connection failed (${error.message})`)));
    req.end(fuzz.body ? Buffer.from(fuzz.body.bytes) : undefined);
  });
}

export const describe = (fuzz: FuzzCase) =>
  `${fuzz.method} ${fuzz.target.slice(0, 200)} [${fuzz.route}, ${fuzz.auth}, body ${fuzz.body?.contentType ?? 'none'} ${fuzz.body?.bytes.length ?? 0} B]`;

/** Throws, saying what was sent and answered, when the answer breaks a property. */
export function checkProperties(fuzz: FuzzCase, answer: Answer): void {
  const said = `${describe(fuzz)} answered ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`a 5xx: ${said}`);
  const isJson = /\bjson\b/.test(answer.contentType);
  if (answer.status >= 400 && !isJson) throw new Error(`an error that is not JSON: ${said}`);
  if (!isJson || answer.text === '') {
    if (answer.status >= 400) throw new Error(`an error without a body: ${said}`);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`a JSON answer that does not parse: ${said}`);
  }
  try {
    checkAnswer(fuzz.method, apiUrl(fuzz.target.split('?')[0]), answer.status, body, true, Boolean(fuzz.body?.bytes.length));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n  sent: ${describe(fuzz)}`);
  }
}
