import { afterEach, describe, expect, it } from 'vitest';
import { deadServerUrl, type FakeServer, startFakeServer } from '../../test-support/fake-http-server.js';
import { createPlayMobileGateway, type PlayMobileOptions } from './play-mobile-gateway.js';
import { SmsDeliveryError } from './sms-gateway.js';

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const SECRET = 'pm-secret:pass';
const TEXT = 'Ваш код: 123456 — Oʻzbekiston';

function gatewayAt(url: string, options: Partial<PlayMobileOptions> = {}) {
  return createPlayMobileGateway({ baseUrl: url, login: 'shop', password: SECRET, ...options });
}

async function deliveryError(sending: Promise<void>): Promise<SmsDeliveryError> {
  const error = await sending.then(
    () => expect.fail('the text was reported as sent'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  const delivery = error as SmsDeliveryError;
  expect(delivery.gateway).toBe('PLAY_MOBILE');
  expect(delivery.message).not.toContain(SECRET);
  expect(String(delivery.cause ?? '')).not.toContain(SECRET);
  return delivery;
}

const idsOf = (server: FakeServer) =>
  server.requests.map(
    (r) => (r.body as { messages: Array<Record<string, unknown>> }).messages[0]?.['message-id'],
  );

describe('Play Mobile gateway', () => {
  it('posts the documented JSON with Basic auth', async () => {
    fake = await startFakeServer(() => ({ status: 200, text: 'Request is received' }));
    await gatewayAt(fake.url, { messageId: () => 'dk0001' }).send({ phone: '+998901234567', text: TEXT });

    const [request, ...more] = fake.requests;
    expect(more).toHaveLength(0);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/broker-api/send');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`shop:${SECRET}`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    // Exactly this shape, nothing added: the parsed raw body, not a lenient matcher.
    expect(JSON.parse(request?.raw ?? '')).toStrictEqual({
      messages: [
        {
          recipient: '998901234567',
          'message-id': 'dk0001',
          sms: { originator: '3700', content: { text: TEXT } },
        },
      ],
    });
  });

  it('uses the configured originator', async () => {
    fake = await startFakeServer(() => ({ status: 200 }));
    await gatewayAt(fake.url, { originator: 'Dastarkhan' }).send({ phone: '998901234567', text: 'x' });
    const body = fake.requests[0]?.body as { messages: Array<{ sms: { originator: string } }> };
    expect(body.messages[0]?.sms.originator).toBe('Dastarkhan');
  });

  it('gives every text its own message-id', async () => {
    fake = await startFakeServer(() => ({ status: 200 }));
    const gateway = gatewayAt(fake.url);
    await gateway.send({ phone: '998901234567', text: 'one' });
    await gateway.send({ phone: '998901234567', text: 'one' });
    await gatewayAt(fake.url).send({ phone: '998901234567', text: 'one' });

    const ids = idsOf(fake);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{8,40}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('rejects a 400 with the error_code and error_description, never the password', async () => {
    fake = await startFakeServer(() => ({
      status: 400,
      json: { error_code: 104, error_description: 'Invalid recipient' },
    }));
    const error = await deliveryError(gatewayAt(fake.url).send({ phone: '998901234567', text: TEXT }));
    expect(error.message).toContain('104');
    expect(error.message).toContain('Invalid recipient');
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects refused credentials (401)', async () => {
    fake = await startFakeServer(() => ({ status: 401 }));
    const error = await deliveryError(gatewayAt(fake.url).send({ phone: '998901234567', text: TEXT }));
    expect(error.message).toContain('401');
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects a 500', async () => {
    fake = await startFakeServer(() => ({ status: 500, text: 'Internal Server Error' }));
    const error = await deliveryError(gatewayAt(fake.url).send({ phone: '998901234567', text: TEXT }));
    expect(error.message).toContain('500');
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects when the provider is down', async () => {
    const error = await deliveryError(
      gatewayAt(await deadServerUrl()).send({ phone: '998901234567', text: TEXT }),
    );
    expect(error.message).toContain('unreachable');
  });

  it('rejects when the provider never answers, once timeoutMs has passed', async () => {
    fake = await startFakeServer(() => ({ hang: true }));
    const started = Date.now();
    const error = await deliveryError(
      gatewayAt(fake.url, { timeoutMs: 150 }).send({ phone: '998901234567', text: TEXT }),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.message).toContain('timed out');
    expect(fake.requests).toHaveLength(1);
  }, 5_000);
});
