import { RECEIPT_TOKEN_PATTERN, type Receipt } from '@dastarkhan/domain';
import { type AppLoadContext, data } from 'react-router';
import { startupFor } from '../../app/startup/load-startup.server';
import { serverApi } from '../../lib/load-context';

/**
 * `/receipt/:token`: the order's receipt, or `receipt: null` with a 404 (an unknown, mistyped or
 * another tenant's token) so the page can say so itself. Never cached: the link is the key.
 */
export async function loadReceipt(request: Request, context: AppLoadContext, token: string | undefined) {
  const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };
  if (!token || !RECEIPT_TOKEN_PATTERN.test(token))
    return data({ receipt: null as Receipt | null }, { status: 404, headers });
  const startup = await startupFor(request, context);
  const [error, receipt] = await serverApi(context, startup.merchant.id).get<Receipt>(
    `/orders/v1/receipts/${token}`,
  );
  if (error) {
    if (error.status === 404) return data({ receipt: null as Receipt | null }, { status: 404, headers });
    throw new Response(null, { status: 503 });
  }
  return data({ receipt: receipt as Receipt | null }, { headers });
}
