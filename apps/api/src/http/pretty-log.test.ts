import { describe, expect, it } from 'vitest';
import { formatLogLine, prettyDestination } from './pretty-log.js';

// Decision 052: JSON lines for machines, short lines for a person at a terminal.

const at = new Date(2026, 10, 26, 9, 5, 7).getTime(); // local time: the clock shows 09:05:07
const json = (line: Record<string, unknown>) => JSON.stringify({ pid: 1, hostname: 'h', time: at, ...line });
const plain = { color: false };

describe('formatLogLine', () => {
  it('writes a request as time, status, method, route, duration and tenant on one line', () => {
    const line = json({
      level: 30,
      reqId: 'r-1',
      route: '/api/products/v1/overalls',
      method: 'GET',
      status: 200,
      merchantId: 1,
      tenant: 'demo',
      ms: 3.2,
      msg: 'request',
    });
    expect(formatLogLine(line, plain)).toBe('09:05:07 200 GET /api/products/v1/overalls 3.2 ms demo');
  });

  it('keeps the fields it has no place for, and a request without a tenant', () => {
    const line = json({
      level: 30,
      route: 'unmatched',
      method: 'POST',
      status: 404,
      ms: 0.4,
      msg: 'request',
      x: 1,
    });
    expect(formatLogLine(line, plain)).toBe('09:05:07 404 POST unmatched 0.4 ms x=1');
  });

  it('puts a login code alone on its line, highlighted in a terminal', () => {
    const line = json({
      level: 30,
      merchantId: 1,
      loginCode: true,
      msg: 'Login code for +998 90 123 45 67: 123456',
    });
    expect(formatLogLine(line, plain)).toBe('09:05:07  Login code for +998 90 123 45 67: 123456 ');
    expect(formatLogLine(line, { color: true })).toContain(
      '\x1b[1;33;7m Login code for +998 90 123 45 67: 123456 \x1b[0m',
    );
  });

  it('writes other lines as level, message and fields, notes and an error stack indented below', () => {
    const line = json({
      level: 40,
      msg: 'sms not sent',
      gateway: 'ESKIZ',
      notes: ['storefront   http://localhost:3000/'],
      err: {
        type: 'SmsDeliveryError',
        message: 'down',
        stack: 'SmsDeliveryError: down\n    at send (x.ts:1)',
      },
    });
    expect(formatLogLine(line, plain).split('\n')).toEqual([
      '09:05:07 WARN  sms not sent gateway=ESKIZ',
      '    storefront   http://localhost:3000/',
      '    SmsDeliveryError: down',
      '    at send (x.ts:1)',
    ]);
  });

  it('passes a line that is not JSON through, and colours only when asked', () => {
    expect(formatLogLine('not json\n', plain)).toBe('not json');
    expect(formatLogLine(json({ level: 50, msg: 'boom' }), plain)).not.toContain('\x1b[');
    expect(formatLogLine(json({ level: 50, msg: 'boom' }), { color: true })).toContain('\x1b[31;1mERROR');
  });
});

describe('prettyDestination', () => {
  it('formats each line pino writes to the stream it is given', () => {
    const written: string[] = [];
    const destination = prettyDestination({ write: (text: string) => written.push(text) } as never, plain);
    destination.write(`${json({ level: 30, msg: 'shut down' })}\n`);
    expect(written).toEqual(['09:05:07 INFO  shut down\n']);
  });
});
