// Sign-ups as a person makes them, for the api test support and the benches: each from a loopback address of its own
// (sign-ups are throttled per client address: functions/auth/register.ts; Linux routes all of 127.0.0.0/8 to lo),
// then, unless told not to, verified through the link the runtime's SES emulator kept (the AI waits for it).
import { randomInt } from 'node:crypto';
import http from 'node:http';

/** A loopback address no other request of the run is likely to use: one of ~16 million, never 127.0.0.1. */
export function freshLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** node:http with a chosen source address (fetch cannot choose one without undici's own Agent), answered as a Response. */
export function sendFrom(localAddress: string, method: string, url: string, headers: Record<string, string>, body?: string | Uint8Array) {
  const target = new URL(url);
  return new Promise<Response>((resolve, reject) => {
    const outgoing = http.request(
      // The runtime listens on 127.0.0.1; "localhost" might resolve to ::1, which no 127.x address can reach.
      { host: '127.0.0.1', port: target.port, path: target.pathname + target.search, method, headers, localAddress },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
          }
          const status = incoming.statusCode ?? 0;
          resolve(new Response([204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

interface StoredMail {
  destination: { to: string[] };
  body: { text?: string };
}

/** The token of the newest verification link the SES emulator (its page: `mailPage`) kept for the address. */
export async function verificationToken(mailPage: string, email: string): Promise<string> {
  const { emails } = (await (await fetch(`${mailPage}store`)).json()) as { emails: StoredMail[] };
  const wanted = email.toLowerCase();
  const tokens = emails
    .filter((mail) => mail.destination.to.some((to) => to.toLowerCase().includes(wanted)))
    .flatMap((mail) => [...(/\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.body.text ?? '')?.slice(1) ?? [])]);
  const token = tokens.at(-1);
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  return token;
}

/**
 * Registers the account on the runtime at `appUrl` from a fresh loopback address and follows its mailed link; answers
 * the registration's body. For scripts of their own (the benches); the api tests use registerAccount.
 */
export async function signUpVerified(appUrl: string, mailPage: string, account: { email: string } & Record<string, unknown>) {
  const json = { 'content-type': 'application/json' };
  const registered = await sendFrom(freshLoopbackAddress(), 'POST', `${appUrl}/api/auth/register/`, json, JSON.stringify(account));
  if (registered.status !== 201) throw new Error(`register ${account.email} answered ${registered.status}: ${await registered.text()}`);
  const body = (await registered.json()) as { id: string };
  const token = await verificationToken(mailPage, account.email);
  const verified = await fetch(`${appUrl}/api/auth/verify-email/`, { method: 'POST', headers: json, body: JSON.stringify({ token }) });
  if (verified.status !== 200) throw new Error(`verify ${account.email} answered ${verified.status}: ${await verified.text()}`);
  return body;
}
