import { z } from 'zod';
import { IdParamValueSchema, LatitudeSchema, LongitudeSchema } from './request-primitives.js';

/** Sub-domain labels: letters, digits and inner hyphens (RFC 1035), compared case-insensitively. */
export const MerchantSubParamSchema = z.object({
  sub: z
    .string()
    .min(1)
    .max(63)
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i),
});

export const MerchantIdParamSchema = z.object({ merchantId: IdParamValueSchema });

/** `TG` inside the messaging-app web-bot, `WEB` everywhere else (spec §7). */
export const CatalogueChannelSchema = z.enum(['WEB', 'TG']);
export const CatalogueQuerySchema = z.object({ type: CatalogueChannelSchema.default('WEB') });

export const PolicyQuerySchema = z.object({
  policies: z.enum(['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY', 'PUBLIC_OFFER']),
});

export const BranchesFullQuerySchema = z.object({ cityId: IdParamValueSchema });

export const ClosestBranchQuerySchema = z.object({ lat: LatitudeSchema, lon: LongitudeSchema });

export const ClosestBranchParamsSchema = z.object({ merchant: IdParamValueSchema });
