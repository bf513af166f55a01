// Small writers for the responses the runtime itself makes (errors, not handler results).
import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.statusCode = statusCode;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-type', 'application/json');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

export function sendText(res: ServerResponse, statusCode: number, text: string, headers: Record<string, string> = {}): void {
  res.statusCode = statusCode;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}
