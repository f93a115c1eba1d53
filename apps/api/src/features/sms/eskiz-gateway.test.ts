import { afterEach, describe, expect, it } from 'vitest';
import {
  deadServerUrl,
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
  startFakeServer,
} from '../../test-support/fake-http-server.js';
import { createEskizGateway, type EskizOptions } from './eskiz-gateway.js';
import { SmsDeliveryError } from './sms-gateway.js';

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const SECRET = 'eskiz-secret-password';
const TEXT = 'Ваш код для входа: 123456';

interface Script {
  sendStatuses?: number[];
  refreshStatus?: number;
  loginStatus?: number;
  sendReply?: FakeReply;
}

/** Eskiz as documented: login and refresh hand out tokens, send wants a valid one. */
function eskiz(script: Script = {}) {
  let logins = 0;
  let sends = 0;
  return (request: RecordedRequest): FakeReply => {
    if (request.path === '/api/auth/login') {
      if (script.loginStatus) return { status: script.loginStatus, json: { message: 'Invalid credentials' } };
      logins += 1;
      return { json: { message: 'token_generated', data: { token: `token-${logins}` } } };
    }
    if (request.path === '/api/auth/refresh') {
      return script.refreshStatus
        ? { status: script.refreshStatus, json: { message: 'Expired' } }
        : { json: { message: 'token_refreshed', data: { token: 'token-refreshed' } } };
    }
    if (request.path === '/api/message/sms/send') {
      const status = script.sendStatuses?.[sends++] ?? 200;
      if (status !== 200) return { status, json: { message: 'Expired' } };
      return (
        script.sendReply ?? {
          json: { id: `msg-${sends}`, status: 'waiting', message: 'Waiting for SMS provider' },
        }
      );
    }
    return { status: 404 };
  };
}

async function startEskiz(script: Script = {}) {
  fake = await startFakeServer(eskiz(script));
  return fake;
}

function gatewayAt(server: FakeServer, options: Partial<EskizOptions> = {}) {
  return createEskizGateway({
    baseUrl: `${server.url}/api`,
    email: 'shop@example.uz',
    password: SECRET,
    ...options,
  });
}

const to = (server: FakeServer, path: string) => server.requests.filter((r) => r.path === `/api${path}`);

/** The rejection, checked to be an SmsDeliveryError that keeps the password out of every message. */
async function deliveryError(sending: Promise<void>): Promise<SmsDeliveryError> {
  const error = await sending.then(
    () => expect.fail('the text was reported as sent'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  const delivery = error as SmsDeliveryError;
  expect(delivery.gateway).toBe('ESKIZ');
  expect(delivery.message).not.toContain(SECRET);
  expect(String(delivery.cause ?? '')).not.toContain(SECRET);
  return delivery;
}

describe('Eskiz gateway', () => {
  it('logs in with the form credentials and sends the text with the bearer token', async () => {
    const server = await startEskiz();
    await gatewayAt(server).send({ phone: '+998901234567', text: TEXT });

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/message/sms/send',
    ]);
    const [login, send] = server.requests;
    expect(login?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(login?.headers.authorization).toBeUndefined();
    expect(login?.body).toEqual({ email: 'shop@example.uz', password: SECRET });
    expect(send?.headers.authorization).toBe('Bearer token-1');
    expect(send?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(send?.body).toEqual({ mobile_phone: '998901234567', message: TEXT, from: '4546' });
    // The Cyrillic went over the wire as UTF-8 percent-escapes ("В" is D0 92).
    expect(send?.raw).toContain('%D0%92');
  });

  it('logs in once for concurrent and later texts, and uses the configured sender', async () => {
    const server = await startEskiz();
    const gateway = gatewayAt(server, { from: 'Dastarkhan' });
    await Promise.all([
      gateway.send({ phone: '998901111111', text: 'one' }),
      gateway.send({ phone: '998902222222', text: 'two' }),
    ]);
    await gateway.send({ phone: '998903333333', text: 'three' });

    expect(to(server, '/auth/login')).toHaveLength(1);
    const sends = to(server, '/message/sms/send');
    expect(sends.map((r) => r.headers.authorization)).toEqual(Array(3).fill('Bearer token-1'));
    expect(sends.map((r) => (r.body as { from: string }).from)).toEqual(Array(3).fill('Dastarkhan'));
  });

  it('keeps the token per gateway instance', async () => {
    const server = await startEskiz();
    await gatewayAt(server).send({ phone: '998901111111', text: 'one' });
    await gatewayAt(server).send({ phone: '998902222222', text: 'two' });

    expect(to(server, '/auth/login')).toHaveLength(2);
    expect(to(server, '/message/sms/send').map((r) => r.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('refreshes an expired token with PATCH and sends the text once more', async () => {
    const server = await startEskiz({ sendStatuses: [401, 200] });
    const gateway = gatewayAt(server);
    await gateway.send({ phone: '998901234567', text: TEXT });

    const [refresh, ...more] = to(server, '/auth/refresh');
    expect(more).toHaveLength(0);
    expect(refresh?.method).toBe('PATCH');
    expect(refresh?.headers.authorization).toBe('Bearer token-1');
    const sends = to(server, '/message/sms/send');
    expect(sends.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-refreshed']);
    expect(sends[1]?.body).toEqual(sends[0]?.body);

    await gateway.send({ phone: '998901234567', text: 'next' });
    expect(to(server, '/message/sms/send').at(-1)?.headers.authorization).toBe('Bearer token-refreshed');
    expect(to(server, '/auth/login')).toHaveLength(1);
  });

  it('refreshes once when concurrent texts all meet the expired token', async () => {
    const server = await startEskiz({ sendStatuses: [401, 401, 200, 200] });
    const gateway = gatewayAt(server);
    await Promise.all([
      gateway.send({ phone: '998901111111', text: 'one' }),
      gateway.send({ phone: '998902222222', text: 'two' }),
    ]);

    expect(to(server, '/auth/login')).toHaveLength(1);
    expect(to(server, '/auth/refresh')).toHaveLength(1);
    expect(
      to(server, '/message/sms/send')
        .filter((r) => r.headers.authorization === 'Bearer token-refreshed')
        .map((r) => (r.body as { message: string }).message)
        .sort(),
    ).toEqual(['one', 'two']);
  });

  it('logs in again when the refresh is refused', async () => {
    const server = await startEskiz({ sendStatuses: [401, 200], refreshStatus: 401 });
    await gatewayAt(server).send({ phone: '998901234567', text: TEXT });

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/message/sms/send',
      'PATCH /api/auth/refresh',
      'POST /api/auth/login',
      'POST /api/message/sms/send',
    ]);
    expect(to(server, '/message/sms/send').at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('gives up after one retry when the renewed token is refused too', async () => {
    const server = await startEskiz({ sendStatuses: [401, 401, 401] });
    await deliveryError(gatewayAt(server).send({ phone: '998901234567', text: TEXT }));
    expect(to(server, '/message/sms/send')).toHaveLength(2);
  });

  it('rejects refused credentials without trying to send', async () => {
    const server = await startEskiz({ loginStatus: 401 });
    const error = await deliveryError(gatewayAt(server).send({ phone: '998901234567', text: TEXT }));
    expect(error.message).toContain('401');
    expect(to(server, '/message/sms/send')).toHaveLength(0);
  });

  it('rejects a 500 from the send endpoint', async () => {
    const server = await startEskiz({ sendStatuses: [500] });
    const error = await deliveryError(gatewayAt(server).send({ phone: '998901234567', text: TEXT }));
    expect(error.message).toContain('500');
    expect(to(server, '/message/sms/send')).toHaveLength(1);
  });

  it('rejects a 200 whose body has no message id or status', async () => {
    const server = await startEskiz({ sendReply: { json: { message: 'Something odd' } } });
    await deliveryError(gatewayAt(server).send({ phone: '998901234567', text: TEXT }));
    expect(to(server, '/message/sms/send')).toHaveLength(1);
  });

  it('rejects when the provider is down', async () => {
    const gateway = createEskizGateway({
      baseUrl: `${await deadServerUrl()}/api`,
      email: 'a',
      password: SECRET,
    });
    const error = await deliveryError(gateway.send({ phone: '998901234567', text: TEXT }));
    expect(error.message).toContain('unreachable');
  });

  it('rejects when the provider never answers, once timeoutMs has passed', async () => {
    fake = await startFakeServer(() => ({ hang: true }));
    const gateway = gatewayAt(fake, { timeoutMs: 150 });
    const started = Date.now();
    const error = await deliveryError(gateway.send({ phone: '998901234567', text: TEXT }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.message).toContain('timed out');
    expect(fake.requests).toHaveLength(1);
  }, 5_000);
});
