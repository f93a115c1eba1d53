import { type Policy, type PolicyType, pickText } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { startupFor } from '../../app/startup/load-startup.server';
import { serverApi } from '../../lib/load-context';
import { FALLBACK_TYPE, POLICY_PAGES, policyPageOf } from './policy-pages';

/**
 * The policy text of this page in the page's language, as the server's sanitised HTML. A page
 * whose tenant switch is off is a 404; a switched-on page without a published text shows an
 * empty state instead.
 */
export async function loadPolicyPage(request: Request, context: AppLoadContext) {
  const kind = policyPageOf(new URL(request.url).pathname);
  const startup = await startupFor(request, context);
  if (!kind || !POLICY_PAGES[kind].switchOn(startup.settings)) throw new Response(null, { status: 404 });
  const api = serverApi(context, startup.merchant.id);
  const read = (type: PolicyType) => api.get<Policy>('/support/v1/company/policies', { policies: type });
  const { type } = POLICY_PAGES[kind];
  let [error, policy] = await read(type);
  const fallback = FALLBACK_TYPE[type];
  if (error?.status === 404 && fallback) [error, policy] = await read(fallback);
  if (error && error.status !== 404) throw new Response(null, { status: 503 });
  // The server renders the Markdown and sanitises it (decision 026): its HTML is shown as is.
  const written = policy && pickText(policy.text, startup.lang).trim() ? policy : null;
  return { kind, html: written ? pickText(written.html, startup.lang) : '' };
}
