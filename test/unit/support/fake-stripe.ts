// A local HTTP server answering the few Stripe API calls the adapter makes, in Stripe's JSON format.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body as flat `a[b][0]` keys. */
  form: Record<string, string>;
  query: URLSearchParams;
}

export interface FakeStripe {
  port: number;
  requests: RecordedRequest[];
  /** Subscriptions by id, as Stripe would return them. */
  subscriptions: Map<string, Record<string, unknown>>;
  sessions: Map<string, Record<string, unknown>>;
  /** Customers by id; deleting one cancels its subscriptions, as Stripe does. */
  customers: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export function subscriptionObject(id: string, price: string, status = 'active', metadata: Record<string, string> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'subscription',
    customer: 'cus_fake',
    status,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          current_period_start: now,
          current_period_end: now + 30 * 86400,
        },
      ],
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  let seq = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = await readForm(req);
      requests.push({ method: req.method ?? '', path: url.pathname, form, query: url.searchParams });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(body));
      };
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_fake_${++seq}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/${id}`,
          client_reference_id: form.client_reference_id ?? null,
          customer: form.customer ?? null,
          subscription: null,
          metadata: { user_id: form['metadata[user_id]'], plan: form['metadata[plan]'] },
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const id = `bps_test_fake_${++seq}`;
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      if (req.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
        const session = sessions.get(parts[3]);
        if (!session)
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${parts[3]}'` },
          });
        const expand = url.searchParams.getAll('expand[]').concat(url.searchParams.getAll('expand[0]'));
        const subscription =
          typeof session.subscription === 'string' && expand.includes('subscription')
            ? subscriptions.get(session.subscription)
            : session.subscription;
        return send(200, { ...session, subscription });
      }
      if (req.method === 'DELETE' && parts[1] === 'customers' && parts[2]) {
        if (!customers.delete(parts[2]))
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${parts[2]}'` },
          });
        for (const subscription of subscriptions.values()) if (subscription.customer === parts[2]) subscription.status = 'canceled';
        return send(200, { id: parts[2], object: 'customer', deleted: true });
      }
      if (parts[1] === 'subscriptions' && parts[2]) {
        const subscription = subscriptions.get(parts[2]);
        if (!subscription)
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${parts[2]}'` },
          });
        if (req.method === 'GET') return send(200, subscription);
        if (req.method === 'DELETE') {
          subscription.status = 'canceled';
          return send(200, subscription);
        }
        if (req.method === 'POST') {
          const price = form['items[0][price]'];
          const items = subscription.items as { data: { price: { id: string } }[] };
          if (price) items.data[0].price = { ...items.data[0].price, id: price };
          return send(200, subscription);
        }
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    subscriptions,
    sessions,
    customers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
