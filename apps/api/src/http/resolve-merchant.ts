import type { MerchantRow } from '@dastarkhan/db';
import { MERCHANT_HEADER } from '@dastarkhan/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { findMerchantById } from './merchant-repository.js';
import { rememberTenant } from './request-log-fields.js';

export type MerchantContext = MerchantRow;

const MERCHANT_ID = /^[1-9]\d{0,9}$/;

/** Parses a merchant id the way the `merchant` header and path parameters carry it. */
export function parseMerchantId(raw: unknown, field: string): number {
  if (raw === undefined || raw === '') throw new AppError(400, 'MERCHANT_HEADER_REQUIRED', { field }, field);
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !MERCHANT_ID.test(value.trim()) || Number(value) > 2_147_483_647) {
    throw new AppError(400, 'MERCHANT_HEADER_INVALID', { field }, field);
  }
  return Number(value.trim());
}

export async function loadMerchant(request: FastifyRequest, id: number): Promise<MerchantContext> {
  const { db, merchantCache } = request.server.deps;
  const merchant = await merchantCache.get(id, () => findMerchantById(db, id));
  if (!merchant) throw new AppError(404, 'MERCHANT_NOT_FOUND', { id });
  rememberTenant(request, merchant);
  return merchant;
}

/** The tenant of a request: the `merchant` header (spec §7), which must name a live merchant. */
export function resolveMerchant(request: FastifyRequest): Promise<MerchantContext> {
  return loadMerchant(request, parseMerchantId(request.headers[MERCHANT_HEADER], MERCHANT_HEADER));
}
