import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body as received, decoded as UTF-8. */
  raw: string;
  /** The body's bytes (an encrypted push). */
  bytes: Buffer;
  /**
   * JSON, url-encoded form or multipart fields (a file field gives its file name), parsed; null
   * for an empty or unparseable body, so a malformed request fails the test's assertion, not the server.
   */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is (text/plain unless `headers` says otherwise). */
  text?: string;
  /** Never answer, to play a provider that times out. */
  hang?: boolean;
}

export type FakeHandler = (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Every request so far, in arrival order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function parseBody(buffer: Buffer, contentType: string): Promise<unknown> {
  if (buffer.length === 0) return null;
  try {
    if (contentType.includes('json')) return JSON.parse(buffer.toString('utf8'));
    if (contentType.includes('x-www-form-urlencoded') || contentType.includes('multipart/form-data')) {
      // The platform's own parser, so the fake reads a body exactly as a real server would.
      const form = await new Request('http://fake.local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: buffer,
      }).formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form) fields[name] = typeof value === 'string' ? value : value.name;
      return fields;
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * A provider played by the test over real HTTP on 127.0.0.1: every request is recorded and the
 * handler scripts the answers (a 401 first, then a 200…), so an adapter's requests can be checked
 * field by field.
 */
export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const buffer = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      raw: buffer.toString('utf8'),
      bytes: buffer,
      body: await parseBody(buffer, String(req.headers['content-type'] ?? '')),
    };
    requests.push(recorded);
    let reply: FakeReply;
    try {
      reply = await handler(recorded, requests.length - 1);
    } catch (error) {
      // A broken script answers 500 rather than crashing the server under the test.
      reply = { status: 500, text: `fake server handler failed: ${String(error)}` };
    }
    if (reply.hang) return;
    const headers: Record<string, string> = {};
    let payload = '';
    if (reply.json !== undefined) {
      headers['content-type'] = 'application/json; charset=utf-8';
      payload = JSON.stringify(reply.json);
    } else if (reply.text !== undefined) {
      headers['content-type'] = 'text/plain; charset=utf-8';
      payload = reply.text;
    }
    res.writeHead(reply.status ?? 200, { ...headers, ...reply.headers });
    res.end(payload);
  }
  const server = createServer((req, res) => {
    // A client that gives up mid-request (an adapter's timeout) must not become an unhandled rejection.
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests and keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The URL of a port nothing listens on any more: a provider that is down. */
export async function deadServerUrl(): Promise<string> {
  const fake = await startFakeServer(() => ({}));
  await fake.close();
  return fake.url;
}
