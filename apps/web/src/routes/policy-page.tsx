import { POLICY_PAGES, PolicyPageView } from '../features/pages/index';
import { loadPolicyPage } from '../features/pages/index.server';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/policy-page';

export function meta(args: Route.MetaArgs) {
  return titleMeta<Route.MetaArgs>(({ data }, t) => data && t(POLICY_PAGES[data.kind].title))(args);
}

/**
 * `/about`, `/offerta`, `/privacy` and `/login/rules` (spec §2): one module for four routes; the
 * path says which policy (about → ABOUT_COMPANY, privacy → PRIVACY_POLICY, the others → TERMS).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPolicyPage(request, context);
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPageView kind={loaderData.kind} html={loaderData.html} />;
}
