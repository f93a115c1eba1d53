import {
  SETUP_STEP_NAMES,
  SetupBranchSchema,
  SetupBrandingSchema,
  SetupProductCreatedSchema,
  SetupProductSchema,
  SetupStatusSchema,
} from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { loadMerchantSettings } from '../../http/merchant-settings.js';
import { requireStaff } from '../../http/staff-access.js';
import { warmMenu } from '../catalogue/index.js';
import { addFirstProduct, goLive, saveColor, saveFirstBranch } from './setup-repository.js';
import { loadSetupStatus } from './setup-status.js';

const BASE = '/api/users/v1/operator/setup';

/**
 * A new tenant's go-live checklist (issue 17, decision 029), OWNER only: the steps judged from
 * the database, three small forms for a first colour, branch and dish, and go-live itself.
 */
export function registerSetupRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;
  // Fresh, not the cached copy: the owner has just changed what the checklist judges.
  const status = async (merchantId: number) =>
    loadSetupStatus(db(), merchantId, await loadMerchantSettings(app, merchantId));
  // After a change commits: this process re-reads the tenant and builds its new menu before
  // answering (other processes hear of it through the catalogue's NOTIFY).
  const forget = async (merchantId: number) => {
    app.deps.merchantCache.delete(merchantId);
    app.deps.settingsCache.delete(merchantId);
    await warmMenu(app, merchantId);
  };

  defineRoute(app, docs, {
    method: 'GET',
    url: BASE,
    summary:
      'The go-live checklist: each step done or not (branding, branch with hours, menu, payment), and live',
    tag: 'staff',
    merchant: true,
    auth: true,
    response: SetupStatusSchema,
    async handler({ merchant, auth }) {
      requireStaff(auth, 'settings.edit');
      return status(merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: `${BASE}/branding`,
    summary: "The checklist's colour step: the tenant's main colour",
    tag: 'staff',
    merchant: true,
    auth: true,
    body: SetupBrandingSchema,
    response: SetupStatusSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'settings.edit');
      await saveColor(db(), { merchantId: merchant.id, userId: staff.userId }, body.color.toUpperCase());
      await forget(merchant.id);
      return status(merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: `${BASE}/branch`,
    summary: "The checklist's branch step: creates the first branch or edits it (name, address, daily hours)",
    tag: 'staff',
    merchant: true,
    auth: true,
    body: SetupBranchSchema,
    response: SetupStatusSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'settings.edit');
      await saveFirstBranch(db(), { merchantId: merchant.id, userId: staff.userId }, body);
      await forget(merchant.id);
      return status(merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: `${BASE}/product`,
    summary: "The checklist's menu step: a dish (name, price) in the first category, sold at every branch",
    tag: 'staff',
    merchant: true,
    auth: true,
    body: SetupProductSchema,
    response: SetupProductCreatedSchema,
    async handler({ merchant, auth, body, reply }) {
      const staff = requireStaff(auth, 'settings.edit');
      const id = await addFirstProduct(db(), { merchantId: merchant.id, userId: staff.userId }, body);
      await forget(merchant.id);
      reply.status(201);
      return { id };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: `${BASE}/go-live`,
    summary: 'Opens the storefront to orders; refused with the missing steps until every step is done',
    tag: 'staff',
    merchant: true,
    auth: true,
    response: SetupStatusSchema,
    async handler({ merchant, auth }) {
      const staff = requireStaff(auth, 'settings.edit');
      const before = await status(merchant.id);
      if (!before.live) {
        const missing = before.steps.filter((s) => !s.done).map((s) => SETUP_STEP_NAMES[s.step]);
        if (missing.length > 0) {
          const list = (lang: 'uz' | 'ru' | 'eng') => missing.map((name) => name[lang]).join(', ');
          throw new AppError(409, 'SETUP_INCOMPLETE', {
            missing: { uz: list('uz'), ru: list('ru'), eng: list('eng') },
          });
        }
        await goLive(db(), { merchantId: merchant.id, userId: staff.userId });
        await forget(merchant.id);
      }
      return status(merchant.id);
    },
  });
}
