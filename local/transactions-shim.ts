// dynalite has no TransactWriteItems nor TransactGetItems (docs/LOCAL.md): this server in front of it answers both,
// as DynamoDB would, and hands every other call to dynalite's own request handler in the same process (no extra
// hop). A transaction holds the write gate alone: no write through the shim lands between its condition checks and
// its writes. Every condition is checked first (by dynalite itself, on a write that changes nothing); if one fails,
// nothing is written and the answer is TransactionCanceledException with its CancellationReasons. Then the writes are
// applied, and should one of them be refused (a bad update), the ones applied are put back from the items read
// before. Readers are not held: a read racing a transaction may see part of it (DynamoDB's reads would not), which no
// code of the app relies on.
import http from 'node:http';
import { closeServer, endpointOf, listen } from './servers';
import { dynamoJson } from './fault-unprocessed';
import { WriteGate } from './write-gate';

type Json = Record<string, unknown>;
type Item = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}

/** DynamoDB's own limit on one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
const API = 'DynamoDB_20120810';
const errorType = (name: string) => `com.amazonaws.dynamodb.v20120810#${name}`;
const validation = (message: string): Answer => ({ status: 400, body: { __type: errorType('ValidationException'), message } });

/** One action of a TransactWriteItems, its item's key and the item as it was before. */
interface Action {
  kind: 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
  request: Json;
  table: string;
  key: Item;
}

/** Only the names and values an expression uses: dynalite refuses unused ones, as DynamoDB does. */
function expressionParts(request: Json, expression: string | undefined): Json {
  if (!expression) return {};
  const pick = (field: string, pattern: RegExp) => {
    const all = request[field] as Record<string, unknown> | undefined;
    const used = new Set(expression.match(pattern) ?? []);
    const kept = Object.entries(all ?? {}).filter(([name]) => used.has(name));
    return kept.length ? { [field]: Object.fromEntries(kept) } : {};
  };
  return { ...pick('ExpressionAttributeNames', /#[0-9A-Za-z_]+/g), ...pick('ExpressionAttributeValues', /:[0-9A-Za-z_]+/g) };
}

export interface TransactionShim {
  url: string;
  close(): Promise<void>;
}

/** Starts the shim on a random loopback port in front of `dynamo` (dynalite's listening server). */
export async function startTransactionShim(dynamo: http.Server): Promise<TransactionShim> {
  const upstream = new URL(endpointOf(dynamo));
  const dynalite = dynamo.listeners('request')[0] as http.RequestListener;
  const gate = new WriteGate();
  const keySchemas = new Map<string, string[]>();

  /** One call to dynalite with a stand-in signature (it checks the header's shape, not the signature). */
  const call = (operation: string, input: Json): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const body = Buffer.from(JSON.stringify(input));
      const out = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: 'POST',
          path: '/',
          headers: {
            'content-type': dynamoJson,
            'content-length': String(body.length),
            'x-amz-target': `${API}.${operation}`,
            'x-amz-date': '20260101T000000Z',
            authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: answer.statusCode ?? 500, body: text ? (JSON.parse(text) as Json) : {} });
          });
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  const keyOf = async (table: string, item: Item): Promise<Item> => {
    let names = keySchemas.get(table);
    if (!names) {
      const described = await call('DescribeTable', { TableName: table });
      const schema = (described.body.Table as { KeySchema?: { AttributeName: string }[] } | undefined)?.KeySchema;
      if (!schema) throw Object.assign(new Error('unknown table'), { answer: described });
      names = schema.map((part) => part.AttributeName);
      keySchemas.set(table, names);
    }
    return Object.fromEntries(names.map((name) => [name, item[name]]));
  };

  async function actionsOf(input: Json): Promise<Action[] | Answer> {
    const list = input.TransactItems;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_TRANSACTION_ITEMS) {
      return validation(
        `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to ${MAX_TRANSACTION_ITEMS}`,
      );
    }
    const actions: Action[] = [];
    for (const entry of list as Json[]) {
      const kinds = (['Put', 'Update', 'Delete', 'ConditionCheck'] as const).filter((kind) => entry[kind] !== undefined);
      if (kinds.length !== 1) return validation('TransactItems can only contain one of Check, Put, Update or Delete');
      const request = entry[kinds[0]] as Json;
      const table = String(request.TableName);
      const key = kinds[0] === 'Put' ? await keyOf(table, request.Item as Item) : (request.Key as Item);
      actions.push({ kind: kinds[0], request, table, key });
    }
    const seen = new Set(actions.map((action) => `${action.table}\u0000${JSON.stringify(action.key)}`));
    if (seen.size !== actions.length) return validation('Transaction request cannot include multiple operations on one item');
    return actions;
  }

  /** Checks one condition against the item as it is, with a write of that same state: a put of it, or a delete of nothing. */
  const check = (action: Action, before: Item | undefined): Promise<Answer> => {
    const condition = action.request.ConditionExpression as string;
    const parts = { TableName: action.table, ConditionExpression: condition, ...expressionParts(action.request, condition) };
    return before ? call('PutItem', { ...parts, Item: before }) : call('DeleteItem', { ...parts, Key: action.key });
  };

  const apply = (action: Action): Promise<Answer> | undefined => {
    const { request, table, key } = action;
    if (action.kind === 'Put') return call('PutItem', { TableName: table, Item: request.Item });
    if (action.kind === 'Delete') return call('DeleteItem', { TableName: table, Key: key });
    if (action.kind === 'Update') {
      const update = request.UpdateExpression as string;
      return call('UpdateItem', { TableName: table, Key: key, UpdateExpression: update, ...expressionParts(request, update) });
    }
    return undefined;
  };

  const restore = (action: Action, before: Item | undefined) =>
    before ? call('PutItem', { TableName: action.table, Item: before }) : call('DeleteItem', { TableName: action.table, Key: action.key });

  async function transactWrite(input: Json): Promise<Answer> {
    const actions = await actionsOf(input);
    if (!Array.isArray(actions)) return actions;
    return gate.run(true, async () => {
      const read = await Promise.all(
        actions.map((action) => call('GetItem', { TableName: action.table, Key: action.key, ConsistentRead: true })),
      );
      const failedRead = read.find((answer) => answer.status !== 200);
      if (failedRead) return failedRead;
      const before = read.map((answer) => answer.body.Item as Item | undefined);
      const reasons: Json[] = [];
      for (const [i, action] of actions.entries()) {
        if (!action.request.ConditionExpression) {
          reasons.push({ Code: 'None' });
          continue;
        }
        const checked = await check(action, before[i]);
        if (checked.status === 200) reasons.push({ Code: 'None' });
        else if (String(checked.body.__type).endsWith('#ConditionalCheckFailedException')) {
          const item = action.request.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && before[i] ? { Item: before[i] } : {};
          reasons.push({ Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', ...item });
        } else return checked; // a malformed condition: refused as a whole, as DynamoDB validates first
      }
      if (reasons.some((reason) => reason.Code !== 'None')) {
        const message = `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`;
        return {
          status: 400,
          body: { __type: errorType('TransactionCanceledException'), Message: message, message, CancellationReasons: reasons },
        };
      }
      const applied: number[] = [];
      for (const [i, action] of actions.entries()) {
        const answer = await apply(action);
        if (answer && answer.status !== 200) {
          for (const at of applied.reverse()) await restore(actions[at], before[at]);
          return answer;
        }
        applied.push(i);
      }
      return { status: 200, body: {} };
    });
  }

  /** Every item as of one moment: no write through the proxy runs while they are read. */
  async function transactGet(input: Json): Promise<Answer> {
    const list = input.TransactItems;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_TRANSACTION_ITEMS) {
      return validation(`TransactItems must hold 1 to ${MAX_TRANSACTION_ITEMS} items`);
    }
    return gate.run(true, async () => {
      const answers = await Promise.all((list as { Get: Json }[]).map(({ Get }) => call('GetItem', { ...Get, ConsistentRead: true })));
      const failed = answers.find((answer) => answer.status !== 200);
      return failed ?? { status: 200, body: { Responses: answers.map((answer) => (answer.body.Item ? { Item: answer.body.Item } : {})) } };
    });
  }

  /** dynalite answers the call itself; resolves once the answer is sent (or the connection is gone). */
  const forward = (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> =>
    new Promise((resolve) => {
      res.once('finish', resolve).once('close', resolve);
      dynalite(req, res);
    });

  const answerWith = (res: http.ServerResponse, answer: Answer) => {
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': dynamoJson, 'x-amzn-requestid': `shim-${Date.now().toString(36)}` });
    res.end(text);
  };

  const server = http.createServer((req, res) => {
    const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const own = operation === 'TransactWriteItems' ? transactWrite : operation === 'TransactGetItems' ? transactGet : undefined;
    if (!own) {
      // The body is left unread until dynalite takes the call, which may wait for a transaction to finish.
      void (WRITES.has(operation) ? gate.run(false, () => forward(req, res)) : forward(req, res));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let input: Json;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
      } catch {
        return answerWith(res, { status: 400, body: { __type: 'com.amazon.coral.service#SerializationException' } });
      }
      own(input).then(
        (answer) => answerWith(res, answer),
        (error: Error & { answer?: Answer }) =>
          answerWith(res, error.answer ?? { status: 500, body: { __type: errorType('InternalServerError'), message: error.message } }),
      );
    });
  });
  await listen(server);
  return { url: endpointOf(server), close: () => closeServer(server) };
}
