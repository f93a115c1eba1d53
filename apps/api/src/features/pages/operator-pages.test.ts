import { tables } from '@dastarkhan/db';
import { OperatorPolicySchema, PolicySchema, SocialLinksSchema } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';

const { t, demo, lavash, operator } = await orderWorld({ operator: true });
const nextPhone = phoneSequence('99884');
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const customer = (await loginByPhone(t, demo, nextPhone())).token;

const put = (token: string, url: string, payload: object, merchant = demo) =>
  t.app.inject({ method: 'PUT', url, headers: asUser(merchant, token), payload });
const get = (token: string, url: string, merchant = demo) =>
  t.app.inject({ url, headers: asUser(merchant, token) });
const publicPolicy = (type: string, merchant = demo) =>
  t.app.inject({ url: `/api/support/v1/company/policies?policies=${type}`, headers: { merchant } });
const policyRows = () =>
  t.db
    .select()
    .from(tables.policies)
    .where(eq(tables.policies.merchantId, Number(demo)));
const settingsRow = async () =>
  (
    await t.db
      .select()
      .from(tables.merchantSettings)
      .where(eq(tables.merchantSettings.merchantId, Number(demo)))
  )[0]!.settings;
const audits = (entity: string) =>
  t.db
    .select()
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.entity, entity), eq(tables.auditLog.merchantId, Number(demo))));

const page = (eng: string) => ({ text: { uz: `${eng} (uz)`, ru: `${eng} (ru)`, eng } });

describe('pages in the console', () => {
  it('lists the four pages with their Markdown and HTML, written or not', async () => {
    const res = await get(owner, '/api/support/v1/operator/policies');
    expect(res.statusCode, res.body).toBe(200);
    const pages = res.json().data.map((p: unknown) => OperatorPolicySchema.parse(p));
    expect(pages.map((p: { type: string }) => p.type).sort()).toEqual([
      'ABOUT_COMPANY',
      'PRIVACY_POLICY',
      'PUBLIC_OFFER',
      'TERMS',
    ]);
  });

  it('saves Markdown that the storefront gets sanitised, and audits it', async () => {
    const markdown =
      '## Offer\n\nPay **on delivery**.\n\n<script>alert(1)</script>\n\n[evil](javascript:alert(1)) [ok](https://dastarkhan.uz)';
    const res = await put(owner, '/api/support/v1/operator/policies/PUBLIC_OFFER', {
      text: { uz: markdown, ru: markdown, eng: markdown },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.text.eng).toBe(markdown);

    const shown = await publicPolicy('PUBLIC_OFFER');
    expect(shown.statusCode, shown.body).toBe(200);
    const { html } = PolicySchema.parse(shown.json().data);
    expect(html.eng).toContain('<h3>Offer</h3>');
    expect(html.eng).toContain('<strong>on delivery</strong>');
    expect(html.ru).not.toMatch(/<script|href="javascript/i);
    expect(html.uz).toContain('&lt;script&gt;');
    expect(html.eng).toContain('href="https://dastarkhan.uz"');

    const edited = await put(owner, '/api/support/v1/operator/policies/PUBLIC_OFFER', page('Second'));
    expect(edited.statusCode).toBe(200);
    const entries = (await audits('page')).filter((e) => e.entityId === 'PUBLIC_OFFER');
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]!.before).toEqual({ text: { uz: markdown, ru: markdown, eng: markdown } });
    expect(entries[1]!.after).toEqual({ text: page('Second').text });
  });

  it('previews Markdown without saving it', async () => {
    const before = await policyRows();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/v1/operator/policies/preview',
      headers: asUser(demo, owner),
      payload: { markdown: '*hi* <b>x</b>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.html).toBe('<p><em>hi</em> &lt;b&gt;x&lt;/b&gt;</p>\n');
    expect(await policyRows()).toEqual(before);
  });

  it('refuses customers, operators, other tenants and bad input, changing nothing', async () => {
    const before = await policyRows();
    const url = '/api/support/v1/operator/policies/TERMS';
    expectError(await put(customer, url, page('x')), 403, 'NOT_STAFF');
    expectError(await put(operator, url, page('x')), 403, 'FORBIDDEN');
    expectError(await get(operator, '/api/support/v1/operator/policies'), 403, 'FORBIDDEN');
    expect((await put(owner, url, page('x'), lavash)).statusCode).toBe(401);
    expectError(
      await put(owner, '/api/support/v1/operator/policies/RECIPES', page('x')),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await put(owner, url, { text: { uz: 'a', ru: 'b' } }), 400, 'REQUIRED_FIELD');
    expectError(
      await put(owner, url, { text: { uz: 'a'.repeat(30_001), ru: '', eng: '' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await policyRows()).toEqual(before);
    // Another tenant's owner writes only their own page.
    expect((await put(lavashOwner, url, page('Lavash terms'), lavash)).statusCode).toBe(200);
    expect(await policyRows()).toEqual(before);
    expect((await publicPolicy('TERMS', lavash)).json().data.text.eng).toBe('Lavash terms');
  });
});

describe('social links in the console', () => {
  const links = {
    phone: '+998 71 200 10 10',
    phoneActive: true,
    telegram: '@dastarkhan_uz',
    telegramActive: true,
    instagram: 'https://instagram.com/dastarkhan',
    instagramActive: true,
    facebook: '',
    facebookActive: false,
    iosAppLink: 'https://apps.apple.com/app/id1',
    iosAppLinkActive: false,
    androidAppLink: '',
    androidAppLinkActive: false,
    telegramBotLink: 'https://t.me/dastarkhan_bot',
    telegramBotLinkActive: true,
  };

  it('saves the links and flags, keeping every other setting, and the storefront gets them', async () => {
    const before = await settingsRow();
    const res = await put(owner, '/api/support/v1/operator/social-links', links);
    expect(res.statusCode, res.body).toBe(200);
    expect(SocialLinksSchema.parse(res.json().data)).toEqual({ ...links, phone: '998712001010' });
    const after = await settingsRow();
    expect(after).toEqual({ ...before, ...links, phone: '998712001010' });
    const web = await t.app.inject({
      url: '/api/support/v1/merchant/settings/web',
      headers: { merchant: demo },
    });
    expect(web.json().data).toMatchObject({ telegram: '@dastarkhan_uz', iosAppLinkActive: false });
    const [entry] = (await audits('settings')).filter((e) => e.entityId === 'social-links');
    expect(entry).toMatchObject({ action: 'update' });
  });

  it('refuses a bad link, a switched-on empty one or a bad phone, and a role that may not', async () => {
    const before = await settingsRow();
    const url = '/api/support/v1/operator/social-links';
    expectError(
      await put(owner, url, { ...links, facebook: 'javascript:alert(1)' }),
      400,
      'SOCIAL_LINK_INVALID',
      'facebook',
    );
    expectError(
      await put(owner, url, { ...links, instagram: 'http://insecure.example' }),
      400,
      'SOCIAL_LINK_INVALID',
      'instagram',
    );
    expectError(
      await put(owner, url, { ...links, androidAppLinkActive: true }),
      400,
      'SOCIAL_LINK_INVALID',
      'androidAppLink',
    );
    expectError(await put(owner, url, { ...links, phone: '12345' }), 400, 'PHONE_INVALID', 'phone');
    expectError(
      await put(owner, url, { ...links, phoneActive: 'yes' }),
      400,
      'VALIDATION_FAILED',
      'phoneActive',
    );
    expectError(await put(operator, url, links), 403, 'FORBIDDEN');
    expectError(await put(customer, url, links), 403, 'NOT_STAFF');
    expect(await settingsRow()).toEqual(before);
  });
});
