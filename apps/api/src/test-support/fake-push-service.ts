import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { type FakeReply, type RecordedRequest, startFakeServer } from './fake-http-server.js';

/** One push as the fake push service accepted (or refused) it. */
export interface ReceivedPush {
  /** The subscription's name: the last part of its endpoint's path. */
  name: string;
  headers: RecordedRequest['headers'];
  /** The encrypted body (aes128gcm). */
  body: Buffer;
  /** The VAPID JWT's claims. */
  claims: { aud?: string; sub?: string; exp?: number };
  /** What a real push service would have refused it for; empty when it is well formed. */
  problems: string[];
}

const b64url = (value: string) => Buffer.from(value, 'base64url');

/** The raw P-256 point (65 bytes, uncompressed) as a key node:crypto verifies with. */
function publicKeyOf(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/**
 * What a push service checks (RFC 8030, 8291, 8292): a POST with `Authorization: vapid t=<JWT>,
 * k=<key>` where the JWT is ES256-signed by that key, names this service's origin as `aud` and
 * the expected subject as `sub`, and is not expired; a TTL; an aes128gcm body.
 */
function problemsOf(request: RecordedRequest, origin: string, expected: { subject: string; key?: string }) {
  const problems: string[] = [];
  const claims: ReceivedPush['claims'] = {};
  if (request.method !== 'POST') problems.push(`method ${request.method}`);
  if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) problems.push('TTL header missing');
  if (request.headers['content-encoding'] !== 'aes128gcm') problems.push('Content-Encoding is not aes128gcm');
  if (request.bytes.length < 86) problems.push('body missing or too short for aes128gcm');
  const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
    String(request.headers.authorization ?? ''),
  );
  if (!auth) {
    problems.push('Authorization is not `vapid t=…, k=…`');
    return { problems, claims };
  }
  const [jwt, key] = [auth[1]!, auth[2]!];
  if (expected.key && key !== expected.key) problems.push('k= is not the VAPID public key');
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  try {
    const head = JSON.parse(b64url(header).toString('utf8')) as { alg?: string };
    if (head.alg !== 'ES256') problems.push(`JWT alg ${head.alg}`);
    Object.assign(claims, JSON.parse(b64url(payload).toString('utf8')));
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: publicKeyOf(b64url(key)), dsaEncoding: 'ieee-p1363' },
      b64url(signature),
    );
    if (!signed) problems.push('JWT signature does not verify with k=');
  } catch (error) {
    problems.push(`JWT unreadable: ${(error as Error).message}`);
  }
  if (claims.aud !== origin) problems.push(`aud ${claims.aud} is not ${origin}`);
  if (claims.sub !== expected.subject) problems.push(`sub ${claims.sub} is not ${expected.subject}`);
  if (!(typeof claims.exp === 'number' && claims.exp * 1000 > Date.now()))
    problems.push('exp not in the future');
  return { problems, claims };
}

/** A browser's side of a subscription: its keys, and the decryption of what it is sent (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    /** The push's plaintext, or a thrown error when it was not encrypted for these keys. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const ikm = hmac(
        hmac(authSecret, shared),
        Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey, Buffer.from([1])]),
      );
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
      const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}

/**
 * A push service played over real HTTP on 127.0.0.1: `endpoint(name)` gives a subscription's
 * endpoint; every push is checked as a real service checks it (a malformed one answers 400 and is
 * listed in `problems`), then answered 201 unless `answers` scripts 410, 429, 500… for that name.
 */
export async function startFakePushService({ subject }: { subject: string }) {
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const answers = new Map<string, number[]>();
  const expected: { subject: string; key?: string } = { subject };
  let origin = '';
  const server = await startFakeServer((request): FakeReply => {
    const name = request.path.split('/').pop() ?? '';
    const checked = problemsOf(request, origin, expected);
    received.push({ name, headers: request.headers, body: request.bytes, ...checked });
    if (checked.problems.length) {
      problems.push(...checked.problems.map((p) => `${name}: ${p}`));
      return { status: 400, text: checked.problems[0] };
    }
    const status = answers.get(name)?.shift() ?? 201;
    return status === 429 ? { status, headers: { 'retry-after': '1' }, text: 'slow down' } : { status };
  });
  origin = server.url;
  return {
    url: server.url,
    received,
    problems,
    endpoint: (name: string) => `${server.url}/push/v1/${name}`,
    /** The VAPID public key every push must be signed with (`k=`). */
    expectKey(key: string) {
      expected.key = key;
    },
    /** The next answers to pushes for this subscription, in order; then 201 again. */
    answer(name: string, ...statuses: number[]) {
      answers.set(name, [...(answers.get(name) ?? []), ...statuses]);
    },
    to: (name: string) => received.filter((push) => push.name === name),
    close: server.close,
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
