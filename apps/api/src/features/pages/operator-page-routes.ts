import { tables } from '@dastarkhan/db';
import {
  MarkdownHtmlSchema,
  MarkdownPreviewSchema,
  type OperatorPolicy,
  OperatorPolicySchema,
  PolicyEditSchema,
  PolicyTypeParamSchema,
  PolicyTypeSchema,
  type SocialLinks,
  SocialLinksSchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { loadMerchantSettings, patchMerchantSettings } from '../../http/merchant-settings.js';
import { requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { announceMerchantChange } from '../catalogue/index.js';
import { renderMarkdown, renderMultilingual } from './render-markdown.js';
import { validSocialLinks } from './social-links.js';

const { policies } = tables;
const EMPTY = { uz: '', ru: '', eng: '' };

/**
 * The console's pages (decision 026): About, public offer, privacy and terms as Markdown in three
 * languages, and the contact and app links; OWNER and MANAGER ('marketing.edit').
 */
export function registerOperatorPageRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  async function pagesOf(merchantId: number): Promise<OperatorPolicy[]> {
    const rows = await db().select().from(policies).where(eq(policies.merchantId, merchantId));
    return PolicyTypeSchema.options.map((type) => {
      const row = rows.find((r) => r.type === type);
      const text = row?.text ?? EMPTY;
      return {
        type,
        text,
        html: renderMultilingual(text),
        lastModifiedDate: row ? row.lastModifiedDate.toISOString() : null,
      };
    });
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/operator/policies',
    summary: "The tenant's pages (ABOUT_COMPANY, PUBLIC_OFFER, PRIVACY_POLICY, TERMS): Markdown and its HTML",
    tag: 'staff',
    merchant: true,
    auth: true,
    response: z.array(OperatorPolicySchema),
    async handler({ merchant, auth }) {
      requireStaff(auth, 'marketing.edit');
      return pagesOf(merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/support/v1/operator/policies/:type',
    summary:
      'Saves a page as Markdown in uz/ru/eng; the storefront shows it rendered and sanitised by the server',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: PolicyTypeParamSchema,
    body: PolicyEditSchema,
    response: OperatorPolicySchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'marketing.edit');
      await db().transaction(async (tx) => {
        const [before] = await tx
          .select({ text: policies.text })
          .from(policies)
          .where(and(eq(policies.merchantId, merchant.id), eq(policies.type, params.type)));
        await tx
          .insert(policies)
          .values({ merchantId: merchant.id, type: params.type, text: body.text })
          .onConflictDoUpdate({
            target: [policies.merchantId, policies.type],
            set: { text: body.text, lastModifiedDate: new Date() },
          });
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          {
            entity: 'page',
            entityId: params.type,
            action: before ? 'update' : 'create',
            before: before ? { text: before.text } : null,
            after: { text: body.text },
          },
        );
      });
      return (await pagesOf(merchant.id)).find((page) => page.type === params.type)!;
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/support/v1/operator/policies/preview',
    summary: "The editor's preview: the HTML the storefront would show for this Markdown (nothing is saved)",
    tag: 'staff',
    merchant: true,
    auth: true,
    body: MarkdownPreviewSchema,
    response: MarkdownHtmlSchema,
    async handler({ auth, body }) {
      requireStaff(auth, 'marketing.edit');
      return { html: renderMarkdown(body.markdown) };
    },
  });

  const linksOf = async (merchantId: number): Promise<SocialLinks> => {
    const settings = await loadMerchantSettings(app, merchantId);
    return SocialLinksSchema.parse(settings);
  };

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/operator/social-links',
    summary:
      'The phone, Telegram, Instagram, Facebook and app links of the storefront, each with its Active flag',
    tag: 'staff',
    merchant: true,
    auth: true,
    response: SocialLinksSchema,
    async handler({ merchant, auth }) {
      requireStaff(auth, 'marketing.edit');
      return linksOf(merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/support/v1/operator/social-links',
    summary:
      'Changes the contact and app links; a link that is switched on must be filled in and well formed',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: SocialLinksSchema,
    response: SocialLinksSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'marketing.edit');
      const next = validSocialLinks(body);
      const before = await linksOf(merchant.id);
      await db().transaction(async (tx) => {
        await patchMerchantSettings(tx, merchant.id, next);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'settings', entityId: 'social-links', action: 'update', before, after: next },
        );
        await announceMerchantChange(tx, merchant.id);
      });
      app.deps.settingsCache.delete(merchant.id);
      return linksOf(merchant.id);
    },
  });
}
