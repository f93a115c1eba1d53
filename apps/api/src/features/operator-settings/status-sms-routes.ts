import { StatusSmsSettingsSchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';
import { loadStatusSms, saveStatusSms } from './status-sms-store.js';

/** Status SMS (issue 18, decision 034): which statuses text the customer, and the texts (OWNER). */
export function registerStatusSmsRoutes(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/settings/status-sms',
    summary:
      "Status SMS: the statuses that text a customer who did not come through Telegram, and the tenant's texts ('' = built-in) (OWNER)",
    tag: 'staff',
    merchant: true,
    auth: true,
    response: StatusSmsSettingsSchema,
    async handler({ merchant, auth }) {
      requireStaff(auth, 'settings.edit');
      return loadStatusSms(app, merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/operator/settings/status-sms',
    summary:
      'Saves the status SMS settings whole; a text with an unknown {placeholder} or longer than 3 SMS filled in is refused (OWNER, audited)',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: StatusSmsSettingsSchema,
    response: StatusSmsSettingsSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'settings.edit');
      await saveStatusSms(app, { merchantId: merchant.id, userId: staff.userId }, body);
      return loadStatusSms(app, merchant.id);
    },
  });
}
