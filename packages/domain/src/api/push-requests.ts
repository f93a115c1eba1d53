import { z } from 'zod';
import { LanguageSchema } from '../i18n/language.js';

/** Push services' endpoints are a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX = 1024;

/**
 * http only on the machine itself (tests play the push service on 127.0.0.1); the API refuses
 * even that in production (decision 033). Every real push service is https.
 */
const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

export const PushEndpointSchema = z
  .string()
  .trim()
  .max(PUSH_ENDPOINT_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || LOOPBACK_HTTP.test(value);
    } catch {
      return false;
    }
  }, 'Expected an https URL');

/** base64url, as PushSubscription.toJSON() gives the keys (a P-256 point is 87 characters, auth 22). */
const Base64UrlSchema = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Expected base64url');

/** The browser's PushSubscription as JSON, and the language its notifications are written in. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object({ p256dh: Base64UrlSchema(140), auth: Base64UrlSchema(44) }),
  lang: LanguageSchema.optional(),
  /** The browser adds it (usually null); accepted and ignored. */
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema });
export type PushUnsubscribe = z.infer<typeof PushUnsubscribeSchema>;

/** `GET users/v1/push/key`: the VAPID public key, base64url (the applicationServerKey). */
export const PushKeySchema = z.strictObject({ publicKey: z.string().min(1) });
export type PushKey = z.infer<typeof PushKeySchema>;

export const PushSubscribedSchema = z.strictObject({ subscribed: z.boolean() });
export type PushSubscribed = z.infer<typeof PushSubscribedSchema>;

/** What a push message carries to the service worker (decision 033). */
export interface PushPayload {
  subscriptionId: number;
  title: string;
  body: string;
  /** A path of the same site: the order page, the console's board. */
  url: string;
  tag: string;
}
