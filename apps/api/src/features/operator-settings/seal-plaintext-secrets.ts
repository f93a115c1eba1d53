import { type Database, tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { isSealed, sealSecret } from '../../http/secrets.js';

const { merchants, merchantPaymentSettings } = tables;

const needsSeal = (value: string | null) => value !== null && value !== '' && !isSealed(value);

/**
 * The data migration of decision 027, run at every start after the SQL migrations and the seed,
 * under the start-up lock: every credential still in plaintext (written before this release, or
 * by the seed) is sealed. One transaction, so a crash leaves all or nothing; already sealed
 * values are left alone, so a second run changes nothing. Answers how many values it sealed.
 */
export async function sealPlaintextSecrets(db: Database, key: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    let sealed = 0;
    const seal = (value: string | null) => {
      if (!needsSeal(value)) return value;
      sealed++;
      return sealSecret(key, value as string);
    };
    const rows = await tx
      .select({
        id: merchants.id,
        smsUsername: merchants.smsUsername,
        smsPassword: merchants.smsPassword,
        telegramBotToken: merchants.telegramBotToken,
      })
      .from(merchants)
      .for('update');
    for (const row of rows) {
      if (![row.smsUsername, row.smsPassword, row.telegramBotToken].some(needsSeal)) continue;
      await tx
        .update(merchants)
        .set({
          smsUsername: seal(row.smsUsername),
          smsPassword: seal(row.smsPassword),
          telegramBotToken: seal(row.telegramBotToken),
        })
        .where(eq(merchants.id, row.id));
    }
    const settings = await tx
      .select({ id: merchantPaymentSettings.id, credentials: merchantPaymentSettings.credentials })
      .from(merchantPaymentSettings)
      .for('update');
    for (const row of settings) {
      if (!Object.values(row.credentials).some(needsSeal)) continue;
      const credentials = Object.fromEntries(
        Object.entries(row.credentials).map(([name, value]) => [name, seal(value) as string]),
      );
      await tx
        .update(merchantPaymentSettings)
        .set({ credentials })
        .where(eq(merchantPaymentSettings.id, row.id));
    }
    return sealed;
  });
}
