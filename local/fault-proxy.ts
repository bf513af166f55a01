// A fault-injecting HTTP proxy for the emulators (test support, docs/FAULTS.md): it forwards every request to its
// target unchanged, unless a rule the test set matches it; then it answers as an overloaded or broken AWS would:
// a throttling error, an internal error, a dropped connection, the real answer after a delay (or once the test lets
// it go), or a BatchWriteItem that leaves items unprocessed.
import http from 'node:http';
import { closeServer } from './emulators';
import { dynamoJson, leaveUnprocessed } from './fault-unprocessed';
import { endpointOf, listen } from './servers';

/** One request as the proxy saw it. */
export interface ProxiedCall {
  method: string;
  path: string;
  /** DynamoDB's operation from `X-Amz-Target` ('PutItem', 'BatchWriteItem'); '' for S3. */
  operation: string;
  /** The request body as text (DynamoDB's JSON; S3's bytes as latin1). */
  body: string;
}

export type Fault =
  /** DynamoDB: HTTP 400 with the named error in `__type`; S3: 503 SlowDown. Both are throttling to the SDK. */
  | { kind: 'throttle'; error?: 'ProvisionedThroughputExceededException' | 'ThrottlingException' }
  /** DynamoDB: 500 InternalServerError; S3: 500 InternalError. */
  | { kind: 'server-error' }
  /** The socket is destroyed before anything is forwarded or answered. */
  | { kind: 'drop' }
  /** Forwarded after a pause. */
  | { kind: 'delay'; ms: number }
  /** Forwarded once `until` settles: a test holds a call while it makes something happen, then lets it go. */
  | { kind: 'hold'; until: Promise<unknown> }
  /**
   * DynamoDB's BatchWriteItem only: the first `processed` write requests (0 when absent) are forwarded and written,
   * the rest come back as `UnprocessedItems` in a 200, as a table short of capacity answers.
   */
  | { kind: 'unprocessed'; processed?: number };

export interface FaultRule {
  /** DynamoDB operation ('PutItem') or, for S3, the HTTP method ('PUT'); any when absent. */
  operation?: string;
  /** A substring of the body or path (a key prefix such as 'USERNAME#', a user id), or a predicate; any when absent. */
  match?: string | ((call: ProxiedCall) => boolean);
  fault: Fault;
  /** How many matching calls get the fault before the rule is spent; every one when absent. */
  times?: number;
}

export interface InjectedFault {
  /** Calls that got the fault so far. */
  readonly hits: number;
  remove(): void;
}

export interface FaultProxy {
  url: string;
  inject(rule: FaultRule): InjectedFault;
  /** Every call forwarded or faulted since the last clear, oldest first. */
  readonly calls: ProxiedCall[];
  /** Removes every rule and forgets the calls. */
  clear(): void;
  /** Resolves once no call is in flight (at once if none is): whatever the handlers sent has reached its answer. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function matches(rule: FaultRule, call: ProxiedCall): boolean {
  if (rule.operation !== undefined && rule.operation !== (call.operation || call.method)) return false;
  if (rule.match === undefined) return true;
  return typeof rule.match === 'string' ? call.body.includes(rule.match) || call.path.includes(rule.match) : rule.match(call);
}

/** The error answer AWS would give: DynamoDB's JSON error shape, or S3's XML one. */
function errorAnswer(fault: Extract<Fault, { kind: 'throttle' | 'server-error' }>, call: ProxiedCall) {
  const requestId = `fault-${Date.now().toString(36)}`;
  if (call.operation) {
    const type = fault.kind === 'throttle' ? (fault.error ?? 'ProvisionedThroughputExceededException') : 'InternalServerError';
    const body = JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: `Injected ${type}` });
    return { status: fault.kind === 'throttle' ? 400 : 500, type: dynamoJson, body, requestId };
  }
  const [status, code] = fault.kind === 'throttle' ? [503, 'SlowDown'] : [500, 'InternalError'];
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>Injected ${code}</Message></Error>`;
  return { status, type: 'application/xml', body, requestId };
}

/** Starts the proxy on a random loopback port in front of `target` (an emulator's URL). */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const rules: { rule: FaultRule; hits: number }[] = [];
  const calls: ProxiedCall[] = [];
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const ended = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    out.end(body);
  };

  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', ended);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = String(req.headers['x-amz-target'] ?? '');
      const call = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        operation: target.split('.')[1] ?? '',
        body: body.toString('latin1'),
      };
      calls.push(call);
      const active = rules.find((entry) => (entry.rule.times === undefined || entry.hits < entry.rule.times) && matches(entry.rule, call));
      if (!active) return forward(req, res, body);
      active.hits += 1;
      const fault = active.rule.fault;
      if (fault.kind === 'drop') return req.socket.destroy();
      if (fault.kind === 'delay') return void setTimeout(() => forward(req, res, body), fault.ms);
      if (fault.kind === 'hold') {
        const go = () => forward(req, res, body);
        return void fault.until.then(go, go);
      }
      if (fault.kind === 'unprocessed') return leaveUnprocessed(upstream, req, res, body, fault.processed ?? 0);
      const answer = errorAnswer(fault, call);
      res.writeHead(answer.status, {
        'content-type': answer.type,
        'x-amzn-requestid': answer.requestId,
        'x-amz-request-id': answer.requestId,
      });
      res.end(answer.body);
    });
  });
  await listen(server);
  return {
    url: endpointOf(server),
    inject(rule) {
      const entry = { rule, hits: 0 };
      rules.push(entry);
      return {
        get hits() {
          return entry.hits;
        },
        remove() {
          const at = rules.indexOf(entry);
          if (at >= 0) rules.splice(at, 1);
        },
      };
    },
    calls,
    clear() {
      rules.length = 0;
      calls.length = 0;
    },
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    close: () => closeServer(server),
  };
}
