import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY = 'vapid';
const loaded = new WeakMap<FastifyInstance, Promise<VapidKeys>>();

const isPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof (value as { publicKey?: unknown })?.publicKey === 'string' &&
  typeof (value as { privateKey?: unknown })?.privateKey === 'string';

/**
 * The VAPID key pair every push is signed with (decision 033): the environment's, else one made
 * on first use and kept in platform_values. Two processes starting together may both make one;
 * the first insert wins and both read that one back, so every browser's subscription (made for
 * one public key) stays valid whichever process sends.
 */
export function vapidKeys(app: FastifyInstance): Promise<VapidKeys> {
  let keys = loaded.get(app);
  if (!keys) {
    keys = loadKeys(app);
    // A failed read (the database away) is tried again on the next call, not remembered.
    keys.catch(() => loaded.delete(app));
    loaded.set(app, keys);
  }
  return keys;
}

async function loadKeys(app: FastifyInstance): Promise<VapidKeys> {
  const { config, db } = app.deps;
  const { subject } = config.push;
  if (config.push.vapid) return { ...config.push.vapid, subject };
  const { platformValues } = tables;
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(platformValues)
    .values({ key: KEY, value: { publicKey: made.publicKey, privateKey: made.privateKey } })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformValues).where(eq(platformValues.key, KEY));
  if (!isPair(row?.value)) throw new Error('platform_values.vapid holds no VAPID key pair');
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey, subject };
}
