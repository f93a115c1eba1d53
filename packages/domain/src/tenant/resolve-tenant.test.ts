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
    expect(resolveTenant({ host, vendor, merchantCookie: cookie, platformHosts: ['dastarkhan.uz'] })).toEqual(
      expected,
    );
  });

  it.each([
    'lavash.evil.example',
    'lavash.dastarkhan.uz.evil.example',
    'lavash.notdastarkhan.uz',
    'dastarkhan.uz',
    'www.dastarkhan.uz',
    'some-server',
    '10.0.0.5',
  ])('names no tenant on %s, a host outside the platform', (host) => {
    expect(resolveTenant({ host, vendor: 'lavash', platformHosts: ['dastarkhan.uz'] })).toEqual({
      kind: 'none',
    });
  });

  it('takes the sub-domain of any configured platform host, and no other', () => {
    const platformHosts = ['dastarkhan.uz', 'dastarkhan.app'];
    expect(resolveTenant({ host: 'lavash.dastarkhan.app', platformHosts })).toEqual({
      kind: 'sub',
      sub: 'lavash',
    });
    expect(resolveTenant({ host: 'lavash.dastarkhan.uz' })).toEqual({ kind: 'none' });
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
