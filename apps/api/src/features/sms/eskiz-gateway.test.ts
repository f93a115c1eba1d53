import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, startFakeServer } from '../../test-support/fake-http-server.js';
import { createEskizGateway } from './eskiz-gateway.js';
import { SmsDeliveryError } from './sms-gateway.js';

type Fake = Awaited<ReturnType<typeof startFakeServer>>;
let fake: Fake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const SECRET = 'eskiz-secret-password';

/** Eskiz as documented: login and refresh hand out tokens, send wants the current one. */
function eskiz(options: { sendStatuses?: number[]; refreshStatus?: number } = {}) {
  let logins = 0;
  let sends = 0;
  return (request: RecordedRequest) => {
    if (request.path === '/api/auth/login') {
      logins += 1;
      return { json: { message: 'token_generated', data: { token: `token-${logins}` } } };
    }
    if (request.path === '/api/auth/refresh') {
      return options.refreshStatus && options.refreshStatus !== 200
        ? { status: options.refreshStatus, json: { message: 'expired' } }
        : { json: { message: 'token_refreshed', data: { token: 'token-refreshed' } } };
    }
    if (request.path === '/api/message/sms/send') {
      const status = options.sendStatuses?.[sends++] ?? 200;
      return status === 200
        ? { json: { id: `msg-${sends}`, status: 'waiting', message: 'Waiting for SMS provider' } }
        : { status, json: { message: 'Expired' } };
    }
    return { status: 404 };
  };
}

const sendsOf = (f: Fake) => f.requests.filter((r) => r.path === '/api/message/sms/send');

describe('Eskiz gateway', () => {
  it('logs in with the credentials and sends the text with the bearer token', async () => {
    fake = await startFakeServer(eskiz());
    const gateway = createEskizGateway({
      baseUrl: `${fake.url}/api`,
      email: 'shop@example.uz',
      password: SECRET,
    });
    await gateway.send({ phone: '998901234567', text: 'Ваш код 123456' });
    const [login, send] = fake.requests;
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'shop@example.uz', password: SECRET });
    expect(send?.method).toBe('POST');
    expect(send?.headers.authorization).toBe('Bearer token-1');
    expect(send?.body).toEqual({ mobile_phone: '998901234567', message: 'Ваш код 123456', from: '4546' });
  });

  it('reuses the token for the next texts (one login)', async () => {
    fake = await startFakeServer(eskiz());
    const gateway = createEskizGateway({
      baseUrl: `${fake.url}/api`,
      email: 'a',
      password: 'b',
      from: 'Dastarkhan',
    });
    await Promise.all([
      gateway.send({ phone: '998901111111', text: 'one' }),
      gateway.send({ phone: '998902222222', text: 'two' }),
    ]);
    await gateway.send({ phone: '998903333333', text: 'three' });
    expect(fake.requests.filter((r) => r.path === '/api/auth/login')).toHaveLength(1);
    expect(sendsOf(fake).map((r) => (r.body as { from: string }).from)).toEqual([
      'Dastarkhan',
      'Dastarkhan',
      'Dastarkhan',
    ]);
  });

  it('refreshes an expired token once and sends again', async () => {
    fake = await startFakeServer(eskiz({ sendStatuses: [401, 200] }));
    const gateway = createEskizGateway({ baseUrl: `${fake.url}/api`, email: 'a', password: 'b' });
    await gateway.send({ phone: '998901234567', text: 'code' });
    const refresh = fake.requests.find((r) => r.path === '/api/auth/refresh');
    expect(refresh?.method).toBe('PATCH');
    expect(refresh?.headers.authorization).toBe('Bearer token-1');
    expect(sendsOf(fake).map((r) => r.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-refreshed',
    ]);
  });

  it('logs in again when the refresh is refused', async () => {
    fake = await startFakeServer(eskiz({ sendStatuses: [401, 200], refreshStatus: 401 }));
    const gateway = createEskizGateway({ baseUrl: `${fake.url}/api`, email: 'a', password: 'b' });
    await gateway.send({ phone: '998901234567', text: 'code' });
    expect(fake.requests.filter((r) => r.path === '/api/auth/login')).toHaveLength(2);
    expect(sendsOf(fake).at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('a provider error or a second 401 is an SmsDeliveryError without the password in it', async () => {
    fake = await startFakeServer(eskiz({ sendStatuses: [500] }));
    const gateway = createEskizGateway({ baseUrl: `${fake.url}/api`, email: 'a', password: SECRET });
    const error = await gateway.send({ phone: '998901234567', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(String((error as Error).message)).not.toContain(SECRET);
    await fake.close();
    fake = await startFakeServer(eskiz({ sendStatuses: [401, 401] }));
    const again = createEskizGateway({ baseUrl: `${fake.url}/api`, email: 'a', password: SECRET });
    await expect(again.send({ phone: '998901234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('a provider that is down or never answers is an SmsDeliveryError', async () => {
    const down = createEskizGateway({ baseUrl: 'http://127.0.0.1:9/api', email: 'a', password: 'b' });
    await expect(down.send({ phone: '998901234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
    fake = await startFakeServer(() => ({ hang: true }));
    const slow = createEskizGateway({
      baseUrl: `${fake.url}/api`,
      email: 'a',
      password: 'b',
      timeoutMs: 200,
    });
    await expect(slow.send({ phone: '998901234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
