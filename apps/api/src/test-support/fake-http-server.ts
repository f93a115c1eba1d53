import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  /** JSON or url-encoded form bodies, parsed; null otherwise. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  /** Never answer (for timeouts). */
  hang?: boolean;
}

/**
 * A provider played by the test over real HTTP: every request is recorded, and the handler
 * scripts the answers (a 401 first, then a 200…), so an adapter's requests can be checked field
 * by field.
 */
export async function startFakeServer(handler: (request: RecordedRequest, index: number) => FakeReply) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const type = String(req.headers['content-type'] ?? '');
      let body: unknown = null;
      if (type.includes('json')) body = JSON.parse(raw || 'null');
      else if (type.includes('x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(raw));
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, body };
      requests.push(recorded);
      const reply = handler(recorded, requests.length - 1);
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
