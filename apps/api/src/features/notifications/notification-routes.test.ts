import { tables } from '@dastarkhan/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { notifications } = tables;

let t: TestApp;
let demo: string;
const nextPhone = phoneSequence('99895');

beforeAll(async () => {
  t = await createTestApp();
  demo = String(await t.merchantId('demo'));
});
afterAll(() => t.close());

const text = (s: string) => ({ uz: `${s} (uz)`, ru: `${s} (ru)`, eng: s });

/** Notifications for a user, the first the oldest (an hour apart). */
async function notify(userId: number, titles: string[]) {
  const base = Date.now() - 24 * 60 * 60 * 1000;
  return t.db
    .insert(notifications)
    .values(
      titles.map((title, i) => ({
        merchantId: Number(demo),
        userId,
        type: 'ORDER_STATUS',
        title: text(title),
        body: text(`${title} body`),
        createdDate: new Date(base + i * 60 * 60 * 1000),
      })),
    )
    .returning();
}

const list = (token: string, query = '') =>
  t.app.inject({ url: `/api/users/v1/notifications${query}`, headers: asUser(demo, token) });
const markRead = (token: string, id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/v1/notifications/${id}/read`,
    headers: asUser(demo, token),
  });
const readAll = (token: string) =>
  t.app.inject({ method: 'PUT', url: '/api/users/v1/notifications/read-all', headers: asUser(demo, token) });
const rows = (ids: number[]) => t.db.select().from(notifications).where(inArray(notifications.id, ids));

describe('my notifications', () => {
  it('lists only mine, newest first, with the unread count', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const other = await loginByPhone(t, demo, nextPhone());
    const mine = await notify(me.user.id, ['Accepted', 'Cooking', 'On the way']);
    await notify(other.user.id, ['Not yours']);

    const res = await list(me.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.content.map((n: { id: number }) => n.id)).toEqual(mine.map((n) => n.id).reverse());
    expect(data.content[0]).toMatchObject({ title: text('On the way'), read: false, type: 'ORDER_STATUS' });
    expect(data).toMatchObject({ totalElements: 3, unreadCount: 3, page: 0 });

    const badge = await t.app.inject({
      url: '/api/users/v1/notifications/unread-count',
      headers: asUser(demo, me.token),
    });
    expect(badge.json().data).toEqual({ unreadCount: 3 });

    const page = (await list(me.token, '?page=1&size=2')).json().data;
    expect(page.content.map((n: { id: number }) => n.id)).toEqual([mine[0]!.id]);
  });

  it('marks one read, then all read, without touching anyone else’s', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const other = await loginByPhone(t, demo, nextPhone());
    const mine = await notify(me.user.id, ['One', 'Two', 'Three']);
    const theirs = await notify(other.user.id, ['Theirs']);

    const one = await markRead(me.token, mine[1]!.id);
    expect(one.statusCode, one.body).toBe(200);
    expect((await rows([mine[1]!.id]))[0]!.readAt).toBeInstanceOf(Date);
    expect((await list(me.token)).json().data.unreadCount).toBe(2);

    const all = await readAll(me.token);
    expect(all.statusCode, all.body).toBe(200);
    expect((await rows(mine.map((n) => n.id))).every((n) => n.readAt !== null)).toBe(true);
    const listed = (await list(me.token)).json().data;
    expect(listed.unreadCount).toBe(0);
    expect(listed.content.every((n: { read: boolean }) => n.read)).toBe(true);

    expect((await rows([theirs[0]!.id]))[0]!.readAt).toBeNull();
    expect((await list(other.token)).json().data.unreadCount).toBe(1);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const other = await loginByPhone(t, demo, nextPhone());
    const [theirs] = await notify(other.user.id, ['Private']);
    expectError(await markRead(me.token, theirs!.id), 404, 'NOT_FOUND');
    expectError(await markRead(me.token, 2_147_483_647), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(row!.readAt).toBeNull();
  });

  it('requires a signed-in user and a valid id', async () => {
    const guest = await t.app.inject({ url: '/api/users/v1/notifications', headers: { merchant: demo } });
    expectError(guest, 401, 'UNAUTHORIZED');
    const me = await loginByPhone(t, demo, nextPhone());
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/v1/notifications/abc/read',
      headers: asUser(demo, me.token),
    });
    expectError(bad, 400, 'VALIDATION_FAILED', 'id');
  });
});
