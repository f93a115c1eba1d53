import { describe, expect, it } from 'vitest';
import { resolveTenant } from './resolve-tenant.js';

describe('resolveTenant (spec §1)', () => {
  it.each([
    ['demo.localhost:3000', null, null, { kind: 'sub', sub: 'demo' }],
    ['lavash.localhost:3000', 'demo', null, { kind: 'sub', sub: 'lavash' }],
    ['lavash.dastarkhan.uz', null, null, { kind: 'sub', sub: 'lavash' }],
    ['LAVASH.Dastarkhan.uz', null, null, { kind: 'sub', sub: 'lavash' }],
    ['localhost:3000', 'lavash', null, { kind: 'sub', sub: 'lavash' }],
    ['127.0.0.1:3000', 'BigMenu', null, { kind: 'sub', sub: 'bigmenu' }],
    ['localhost:3000', null, null, { kind: 'sub', sub: 'demo' }],
    ['localhost:3000', null, '2', { kind: 'merchantId', merchantId: 2, fallbackSub: 'demo' }],
    ['localhost:3000', 'demo', '2', { kind: 'sub', sub: 'demo' }],
    ['localhost:3000', '../etc', 'x', { kind: 'sub', sub: 'demo' }],
  ] as const)('%s with vendor %s and cookie %s → %j', (host, vendor, cookie, expected) => {
    expect(resolveTenant({ host, vendor, merchantCookie: cookie })).toEqual(expected);
  });

  it('takes the vendor parameter on a configured development host', () => {
    expect(
      resolveTenant({ host: 'dev.dastarkhan.uz', vendor: 'lavash', developmentHosts: ['dev.dastarkhan.uz'] }),
    ).toEqual({
      kind: 'sub',
      sub: 'lavash',
    });
  });
});
