import {
  CredentialGroupSchema,
  IntegrationCheckSchema,
  OperatorSettingsSchema,
  OperatorSettingsUpdateSchema,
} from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';
import { setUpTenantBot } from '../telegram/index.js';
import { readCredentials } from './credentials-store.js';
import { checkIntegration } from './integration-checks.js';
import { readOperatorSettings, updateOperatorSettings } from './settings-store.js';
import { registerStatusSmsRoutes } from './status-sms-routes.js';

/** The OWNER's settings (issue 17, decision 027): credentials are answered masked only. */
export function registerOperatorSettingsRoutes(app: FastifyInstance, docs: ApiDocs) {
  registerStatusSmsRoutes(app, docs);

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/settings',
    summary: 'Branding, languages, switches, credentials (masked: "…1234") and own domain (OWNER)',
    tag: 'staff',
    merchant: true,
    auth: true,
    response: OperatorSettingsSchema,
    async handler({ merchant, auth }) {
      requireStaff(auth, 'settings.edit');
      return readOperatorSettings(app, merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/operator/settings',
    summary:
      'Change any part of the settings (OWNER). A credential left out is kept, an empty one cleared; every change is audited',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: OperatorSettingsUpdateSchema,
    // `telegramSetup`: present when a bot token was saved — the webhook, commands and menu button
    // are set after the save commits, and a Telegram failure is reported here, the token kept.
    response: OperatorSettingsSchema.extend({ telegramSetup: IntegrationCheckSchema.optional() }),
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'settings.edit');
      await updateOperatorSettings(app, { merchantId: merchant.id, userId: staff.userId }, body);
      const telegramSetup = body.credentials?.telegram?.botToken
        ? await setUpTenantBot(app, merchant.id)
        : undefined;
      return {
        ...(await readOperatorSettings(app, merchant.id)),
        ...(telegramSetup ? { telegramSetup } : {}),
      };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/operator/settings/check/:integration',
    summary:
      'The Test button of an integration on the saved values: Eskiz login, Telegram getMe, Payme/Click/Uzum format (OWNER)',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: z.object({ integration: CredentialGroupSchema }),
    response: IntegrationCheckSchema,
    async handler({ merchant, auth, params }) {
      requireStaff(auth, 'settings.edit');
      const open = await readCredentials(app.deps.db, app.deps.config.secrets.key, merchant.id);
      return checkIntegration(app, params.integration, open);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/operator/settings/telegram/connect',
    summary:
      "Connect the tenant's bot again (OWNER): webhook with its secret, commands in uz/ru/en, menu button",
    tag: 'staff',
    merchant: true,
    auth: true,
    response: IntegrationCheckSchema,
    async handler({ merchant, auth }) {
      requireStaff(auth, 'settings.edit');
      return setUpTenantBot(app, merchant.id);
    },
  });
}
