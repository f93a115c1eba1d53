import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../test-support/fake-http-server.js';
import { createPlayMobileGateway } from './play-mobile-gateway.js';
import { SmsDeliveryError } from './sms-gateway.js';

let fake: Awaited<ReturnType<typeof startFakeServer>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('Play Mobile gateway', () => {
  it('posts the documented JSON with Basic auth', async () => {
    fake = await startFakeServer(() => ({ status: 200, json: {} }));
    const gateway = createPlayMobileGateway({ baseUrl: fake.url, login: 'shop', password: 'pa:ss' });
    await gateway.send({ phone: '998901234567', text: 'Kod: 123456 — Oʻzbekiston' });
    await gateway.send({ phone: '998907654321', text: 'second' });
    const [first, second] = fake.requests;
    expect(first?.method).toBe('POST');
    expect(first?.path).toBe('/broker-api/send');
    expect(first?.headers.authorization).toBe(`Basic ${Buffer.from('shop:pa:ss').toString('base64')}`);
    expect(first?.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = first?.body as { messages: Array<Record<string, unknown>> };
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toEqual({
      recipient: '998901234567',
      'message-id': expect.any(String),
      sms: { originator: '3700', content: { text: 'Kod: 123456 — Oʻzbekiston' } },
    });
    const secondBody = second!.body as { messages: Array<Record<string, unknown>> };
    const secondId = secondBody.messages[0]?.['message-id'];
    expect(secondId).not.toBe(body.messages[0]?.['message-id']);
  });

  it('a 400 with error_code is an SmsDeliveryError naming the code, never the password', async () => {
    fake = await startFakeServer(() => ({
      status: 400,
      json: { error_code: 104, error_description: 'Invalid recipient' },
    }));
    const gateway = createPlayMobileGateway({ baseUrl: fake.url, login: 'shop', password: 'very-secret' });
    const error = (await gateway
      .send({ phone: '998901234567', text: 'x' })
      .catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.message).toContain('104');
    expect(error.message).toContain('Invalid recipient');
    expect(error.message).not.toContain('very-secret');
  });

  it('wrong credentials, a server error, a dead or silent server are SmsDeliveryErrors', async () => {
    for (const status of [401, 503]) {
      fake = await startFakeServer(() => ({ status }));
      const gateway = createPlayMobileGateway({ baseUrl: fake.url, login: 'a', password: 'b' });
      await expect(gateway.send({ phone: '998901234567', text: 'x' })).rejects.toBeInstanceOf(
        SmsDeliveryError,
      );
      await fake.close();
      fake = undefined;
    }
    const down = createPlayMobileGateway({ baseUrl: 'http://127.0.0.1:9', login: 'a', password: 'b' });
    await expect(down.send({ phone: '998901234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
    fake = await startFakeServer(() => ({ hang: true }));
    const slow = createPlayMobileGateway({ baseUrl: fake.url, login: 'a', password: 'b', timeoutMs: 200 });
    await expect(slow.send({ phone: '998901234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
