import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTelegramInitData, verifyTelegramInitData } from './init-data.js';

const BOT_TOKEN = '7000000001:AAFakeTokenForTests_abcdefghijklmnop';
const NOW = 1_750_000_000;
const options = { nowSeconds: NOW };

const userJson = JSON.stringify({
  id: 279_058_397,
  first_name: 'Алишер',
  last_name: 'Oʻtkir',
  language_code: 'uz',
});

/** The documented algorithm, written independently of the implementation under test. */
function nodeHash(pairs: Array<[string, string]>, botToken: string): string {
  const dataCheckString = pairs
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString).digest('hex');
}

/** Percent-encodes as Telegram's clients do (`%20`, not `+`), which URLSearchParams never produces. */
const percentEncoded = (pairs: Array<[string, string]>) =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

const signed = (fields: Record<string, string>) => signTelegramInitData(fields, BOT_TOKEN);

function withHash(initData: string, hash: string) {
  const params = new URLSearchParams(initData);
  params.set('hash', hash);
  return params.toString();
}

describe('verifyTelegramInitData', () => {
  it('accepts what signTelegramInitData signed and returns the user and launch facts', async () => {
    const initData = await signed({
      auth_date: String(NOW - 30),
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      start_param: 'branch-7',
      user: JSON.stringify({
        id: 42,
        first_name: 'Dilnoza',
        last_name: 'Karimova',
        username: 'dilnoza',
        language_code: 'ru',
        photo_url: 'https://t.me/i/userpic/320/dilnoza.jpg',
        is_premium: true,
      }),
    });
    expect(await verifyTelegramInitData(initData, BOT_TOKEN, options)).toEqual({
      authDate: NOW - 30,
      queryId: 'AAHdF6IQAAAAAN0XohDhrOrc',
      startParam: 'branch-7',
      user: {
        id: 42,
        firstName: 'Dilnoza',
        lastName: 'Karimova',
        username: 'dilnoza',
        languageCode: 'ru',
        photoUrl: 'https://t.me/i/userpic/320/dilnoza.jpg',
      },
    });
  });

  it('matches the documented algorithm on a real-world-shaped initData signed with node:crypto', async () => {
    // Shaped like a 7.10+ client's: escaped slashes in the JSON, a signature kept in the check string.
    const pairs: Array<[string, string]> = [
      [
        'user',
        String.raw`{"id":5012345678,"first_name":"Алишер","last_name":"Oʻtkir","username":"alisher_o","language_code":"uz","allows_write_to_pm":true,"photo_url":"https:\/\/t.me\/i\/userpic\/320\/x.svg"}`,
      ],
      ['chat_instance', '-4113571937425617331'],
      ['chat_type', 'sender'],
      ['auth_date', String(NOW - 600)],
      ['signature', 'bMGDu1eCeGnCTxdTT0Rl1yC3Ms1kpBuEZeRWwH0IK4bGUOnzt5VLwX3uMvn1eAoG1Qlc8KtXIFLn0x0ELw7UCQ'],
    ];
    const initData = percentEncoded([...pairs, ['hash', nodeHash(pairs, BOT_TOKEN)]]);

    const verified = await verifyTelegramInitData(initData, BOT_TOKEN, options);

    expect(verified?.user).toEqual({
      id: 5_012_345_678,
      firstName: 'Алишер',
      lastName: 'Oʻtkir',
      username: 'alisher_o',
      languageCode: 'uz',
      photoUrl: 'https://t.me/i/userpic/320/x.svg',
    });
    // The same bytes come out of both implementations.
    const ours = new URLSearchParams(await signed(Object.fromEntries(pairs))).get('hash');
    expect(ours).toBe(nodeHash(pairs, BOT_TOKEN));
  });

  it('accepts the sample initData published in the tma.js docs', async () => {
    const sample =
      'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C' +
      '%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C' +
      '%22is_premium%22%3Atrue%7D&auth_date=1662771648' +
      '&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
    const verified = await verifyTelegramInitData(sample, '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8', {
      nowSeconds: 1_662_771_648 + 60,
    });
    expect(verified?.user).toMatchObject({ id: 279_058_397, username: 'vdkfrost' });
  });

  it('rejects initData whose user was changed after signing', async () => {
    const initData = await signed({ auth_date: String(NOW), user: userJson });
    const params = new URLSearchParams(initData);
    params.set('user', userJson.replace('279058397', '279058398'));
    expect(await verifyTelegramInitData(params.toString(), BOT_TOKEN, options)).toBeNull();
  });

  it('rejects initData signed with another bot token', async () => {
    const initData = await signTelegramInitData({ auth_date: String(NOW), user: userJson }, '123:other-bot');
    expect(await verifyTelegramInitData(initData, BOT_TOKEN, options)).toBeNull();
  });

  it('rejects initData older than the allowed age, by default a day', async () => {
    const dayOld = await signed({ auth_date: String(NOW - 86_400), user: userJson });
    const older = await signed({ auth_date: String(NOW - 86_401), user: userJson });
    expect(await verifyTelegramInitData(dayOld, BOT_TOKEN, options)).not.toBeNull();
    expect(await verifyTelegramInitData(older, BOT_TOKEN, options)).toBeNull();
    expect(
      await verifyTelegramInitData(dayOld, BOT_TOKEN, { nowSeconds: NOW, maxAgeSeconds: 3600 }),
    ).toBeNull();
  });

  it('rejects an auth_date more than a minute in the future', async () => {
    const skewed = await signed({ auth_date: String(NOW + 60), user: userJson });
    const future = await signed({ auth_date: String(NOW + 61), user: userJson });
    expect(await verifyTelegramInitData(skewed, BOT_TOKEN, options)).not.toBeNull();
    expect(await verifyTelegramInitData(future, BOT_TOKEN, options)).toBeNull();
  });

  it('rejects a missing or non-numeric auth_date even when signed', async () => {
    expect(await verifyTelegramInitData(await signed({ user: userJson }), BOT_TOKEN, options)).toBeNull();
    const text = await signed({ auth_date: '17e8', user: userJson });
    expect(await verifyTelegramInitData(text, BOT_TOKEN, options)).toBeNull();
  });

  it('rejects initData without a hash', async () => {
    const params = new URLSearchParams(await signed({ auth_date: String(NOW), user: userJson }));
    params.delete('hash');
    expect(await verifyTelegramInitData(params.toString(), BOT_TOKEN, options)).toBeNull();
    expect(await verifyTelegramInitData('', BOT_TOKEN, options)).toBeNull();
  });

  it('rejects a hash of the wrong length or alphabet', async () => {
    const initData = await signed({ auth_date: String(NOW), user: userJson });
    const hash = new URLSearchParams(initData).get('hash') ?? '';
    for (const wrong of [hash.slice(0, 62), `${hash}00`, hash.toUpperCase(), `${hash.slice(0, 63)}g`]) {
      expect(await verifyTelegramInitData(withHash(initData, wrong), BOT_TOKEN, options)).toBeNull();
    }
  });

  it('rejects a signed user that is missing, not JSON or without a numeric id', async () => {
    for (const user of [undefined, '{not json', '"42"', 'null', '{"id":"42"}', '{"id":4.2}']) {
      const fields: Record<string, string> = { auth_date: String(NOW) };
      if (user !== undefined) fields.user = user;
      expect(await verifyTelegramInitData(await signed(fields), BOT_TOKEN, options)).toBeNull();
    }
  });

  it('accepts the user JSON whether spaces and unicode are percent-encoded or form-encoded', async () => {
    const pairs: Array<[string, string]> = [
      ['auth_date', String(NOW)],
      ['user', JSON.stringify({ id: 7, first_name: 'Алишер Oʻtkir', last_name: 'Ўринбоев & Co = 100%' })],
    ];
    const hash = nodeHash(pairs, BOT_TOKEN);
    const percent = percentEncoded([...pairs, ['hash', hash]]);
    const form = new URLSearchParams([...pairs, ['hash', hash]]).toString();
    expect(percent).toContain('%20');
    expect(form).toContain('+');
    for (const initData of [percent, form]) {
      const verified = await verifyTelegramInitData(initData, BOT_TOKEN, options);
      expect(verified?.user).toEqual({ id: 7, firstName: 'Алишер Oʻtkir', lastName: 'Ўринбоев & Co = 100%' });
    }
  });

  it('rejects initData with a repeated key, even when every pair was signed', async () => {
    const initData = await signed({ auth_date: String(NOW), user: userJson });
    // A second user appended to genuine data must not be read instead of the signed one.
    const appended = `${initData}&user=${encodeURIComponent('{"id":1}')}`;
    expect(await verifyTelegramInitData(appended, BOT_TOKEN, options)).toBeNull();

    const repeated: Array<[string, string]> = [
      ['auth_date', String(NOW)],
      ['user', '{"id":1}'],
      ['user', userJson],
    ];
    const signedRepeat = percentEncoded([...repeated, ['hash', nodeHash(repeated, BOT_TOKEN)]]);
    expect(await verifyTelegramInitData(signedRepeat, BOT_TOKEN, options)).toBeNull();
  });
});

describe('signTelegramInitData', () => {
  it('appends the hash Telegram would compute and replaces a stale one', async () => {
    const fields = { auth_date: String(NOW), user: userJson, hash: 'stale' };
    const params = new URLSearchParams(await signed(fields));
    expect(params.getAll('hash')).toEqual([nodeHash(Object.entries(fields), BOT_TOKEN)]);
    expect(params.get('user')).toBe(userJson);
  });
});
