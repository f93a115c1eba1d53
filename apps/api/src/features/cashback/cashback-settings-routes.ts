import { tables } from '@dastarkhan/db';
import { CASHBACK_PERCENT_MAX, type CashbackSettings, CashbackSettingsSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { badRequest } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { loadMerchantSettings, patchMerchantSettings } from '../../http/merchant-settings.js';
import { requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { announceMerchantChange } from '../catalogue/index.js';

const { merchants } = tables;

/** The console's cashback settings (decision 026); OWNER and MANAGER ('marketing.edit'). */
export function registerCashbackSettingsRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  async function current(merchantId: number): Promise<CashbackSettings> {
    const [settings, [merchant]] = await Promise.all([
      loadMerchantSettings(app, merchantId),
      db().select({ rate: merchants.cashbackRate }).from(merchants).where(eq(merchants.id, merchantId)),
    ]);
    return {
      isActive: settings.cashbackActive,
      percent: merchant?.rate ?? 0,
      serviceTypes: settings.cashbackServiceTypes,
      paymentTypes: settings.cashbackPaymentTypes,
    };
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/cashback',
    summary:
      'Cashback settings: on/off, the percent of a closed order, the service and payment types that earn it',
    tag: 'staff',
    merchant: true,
    auth: true,
    response: CashbackSettingsSchema,
    async handler({ merchant, auth }) {
      requireStaff(auth, 'marketing.edit');
      return current(merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/operator/cashback',
    summary:
      'Changes the cashback settings; orders closed from now on earn by them (earned cashback is never taken back)',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: CashbackSettingsSchema,
    response: CashbackSettingsSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'marketing.edit');
      // Switched off, the percent may stay as it was (0 included) for the next time it is on.
      if (body.percent < 0 || body.percent > CASHBACK_PERCENT_MAX || (body.isActive && body.percent < 1))
        throw badRequest('CASHBACK_PERCENT_INVALID', 'percent', { max: CASHBACK_PERCENT_MAX });
      if (body.isActive && (body.serviceTypes.length === 0 || body.paymentTypes.length === 0))
        throw badRequest(
          'CASHBACK_RULES_EMPTY',
          body.serviceTypes.length === 0 ? 'serviceTypes' : 'paymentTypes',
        );
      const next: CashbackSettings = {
        ...body,
        serviceTypes: [...new Set(body.serviceTypes)],
        paymentTypes: [...new Set(body.paymentTypes)],
      };
      const before = await current(merchant.id);
      await db().transaction(async (tx) => {
        await tx.update(merchants).set({ cashbackRate: next.percent }).where(eq(merchants.id, merchant.id));
        await patchMerchantSettings(tx, merchant.id, {
          cashbackActive: next.isActive,
          cashbackServiceTypes: next.serviceTypes,
          cashbackPaymentTypes: next.paymentTypes,
        });
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'cashback', entityId: null, action: 'update', before, after: next },
        );
        await announceMerchantChange(tx, merchant.id);
      });
      app.deps.settingsCache.delete(merchant.id);
      app.deps.merchantCache.delete(merchant.id);
      return current(merchant.id);
    },
  });
}
