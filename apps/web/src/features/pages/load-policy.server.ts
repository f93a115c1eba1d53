import { type Policy, pickText } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { startupFor } from '../../app/startup/load-startup.server';
import { serverApi } from '../../lib/load-context';
import { POLICY_PAGES, policyPageOf, toParagraphs } from './policy-pages';

/**
 * The policy text of this page in the page's language. A page whose tenant switch is off is a
 * 404; a switched-on page without a published text shows an empty state instead.
 */
export async function loadPolicyPage(request: Request, context: AppLoadContext) {
  const kind = policyPageOf(new URL(request.url).pathname);
  const startup = await startupFor(request, context);
  if (!kind || !POLICY_PAGES[kind].switchOn(startup.settings)) throw new Response(null, { status: 404 });
  const api = serverApi(context, startup.merchant.id);
  const [error, policy] = await api.get<Policy>('/support/v1/company/policies', {
    policies: POLICY_PAGES[kind].type,
  });
  if (error && error.status !== 404) throw new Response(null, { status: 503 });
  return { kind, paragraphs: policy ? toParagraphs(pickText(policy.text, startup.lang)) : [] };
}
