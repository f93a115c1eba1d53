import { type Database, type MerchantRow, tables } from '@dastarkhan/db';
import type { Language } from '@dastarkhan/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { loadPrivateSettings } from '../../http/merchant-settings.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { smsGatewayFor } from '../sms/index.js';
import { hashOtpCode, newOtpCode, otpCodeMatches } from './otp-code.js';

const { otpCodes } = tables;

/**
 * Issue 4: codes live 2 minutes, allow 5 tries, 5 codes per phone per hour; plus a per-IP cap
 * (config `otpPerIpPerHour`, default 30: mobile carriers put many phones behind one address).
 */
export const OTP_LIFETIME_SECONDS = 120;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_PHONE_PER_HOUR = 5;
/** What the client's resend timer counts down; the server's limit is the hourly cap. */
export const OTP_RESEND_AFTER_SECONDS = 60;

const HOUR_MS = 60 * 60 * 1000;

/** LOGIN, or PHONE_CHANGE:<userId> so a change code is good for that user only. */
export type OtpPurpose = 'LOGIN' | `PHONE_CHANGE:${number}`;

const scopeOf = (merchantId: number, phone: string, purpose: OtpPurpose) =>
  `${merchantId}:${phone}:${purpose}`;

const SMS_TEXT: Record<Language, (code: string, merchant: string) => string> = {
  uz: (code, merchant) => `${merchant}: tasdiqlash kodi ${code}. Uni hech kimga aytmang.`,
  ru: (code, merchant) => `${merchant}: код подтверждения ${code}. Никому его не сообщайте.`,
  eng: (code, merchant) => `${merchant}: your confirmation code is ${code}. Do not share it.`,
};

/**
 * Creates a code and sends it by the tenant's SMS gateway. The limits are checked and the row
 * written in one transaction under a per-phone advisory lock, so parallel requests from several
 * processes cannot slip past the hourly cap. The text is sent after the commit (no transaction
 * waits on a provider); if the provider fails, the code is withdrawn and the user asked to retry.
 */
export async function issueOtp(
  app: FastifyInstance,
  merchant: MerchantRow,
  input: { phone: string; purpose: OtpPurpose; ip: string; language: Language },
): Promise<void> {
  const { db, config } = app.deps;
  const sender =
    merchant.smsGateway === 'CONSOLE' ? '' : (await loadPrivateSettings(app, merchant.id)).smsSender;
  const gateway = smsGatewayFor(app, merchant, sender);
  if (!(await hitRateLimit(db, `otp-ip:${input.ip}`, { limit: config.otpPerIpPerHour, windowMs: HOUR_MS }))) {
    throw new AppError(429, 'RATE_LIMITED');
  }
  const code = newOtpCode();
  const scope = scopeOf(merchant.id, input.phone, input.purpose);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${merchant.id}:${input.phone}`}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.merchantId, merchant.id),
          eq(otpCodes.phone, input.phone),
          gt(otpCodes.createdAt, new Date(Date.now() - HOUR_MS)),
        ),
      );
    if ((recent?.count ?? 0) >= OTP_MAX_PER_PHONE_PER_HOUR) throw new AppError(429, 'RATE_LIMITED');
    // Only the newest code counts: an older one still in someone's inbox stops working.
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(otpCodes.merchantId, merchant.id),
          eq(otpCodes.phone, input.phone),
          eq(otpCodes.purpose, input.purpose),
          isNull(otpCodes.consumedAt),
        ),
      );
    const [row] = await tx
      .insert(otpCodes)
      .values({
        merchantId: merchant.id,
        phone: input.phone,
        purpose: input.purpose,
        codeHash: hashOtpCode(code, scope),
        ip: input.ip,
        expiresAt: new Date(Date.now() + OTP_LIFETIME_SECONDS * 1000),
      })
      .returning({ id: otpCodes.id });
    return row!.id;
  });
  try {
    await gateway.send({
      phone: input.phone,
      text: SMS_TEXT[input.language](code, merchant.name.uz),
      loginCode: code,
    });
  } catch (error) {
    app.log.warn({ err: error, merchantId: merchant.id, gateway: gateway.name }, 'sms not sent');
    await db.delete(otpCodes).where(eq(otpCodes.id, id));
    throw new AppError(502, 'SMS_SEND_FAILED');
  }
}

/**
 * Checks a code. Each check first claims one of the code's attempts with an atomic update, so
 * ten parallel guesses cannot get more than five tries; a right code is then consumed with a
 * second conditional update, so it works exactly once.
 */
export async function consumeOtp(
  db: Database,
  merchantId: number,
  input: { phone: string; code: string; purpose: OtpPurpose },
): Promise<void> {
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.merchantId, merchantId),
        eq(otpCodes.phone, input.phone),
        eq(otpCodes.purpose, input.purpose),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'OTP_EXPIRED');
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.consumedAt),
        sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  if (!claimed) throw new AppError(429, 'OTP_TOO_MANY_ATTEMPTS');
  if (!otpCodeMatches(input.code, scopeOf(merchantId, input.phone, input.purpose), latest.codeHash)) {
    throw new AppError(400, 'OTP_WRONG');
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw new AppError(400, 'OTP_EXPIRED');
}
