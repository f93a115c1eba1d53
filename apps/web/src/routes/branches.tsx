import { startupFor } from '../app/startup/load-startup.server';
import { BranchList } from '../features/branches/index';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/branches';

export const meta = titleMeta('branches.title');

/**
 * `/branches` (spec §2). The branches themselves come with the start-up data; this loader only
 * guards the tenant's switch and stamps the time the open/closed badges start from.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings } = await startupFor(request, context);
  if (!settings.branchesActive) throw new Response(null, { status: 404 });
  return { now: Date.now() };
}

export default function Branches({ loaderData }: Route.ComponentProps) {
  return <BranchList serverNow={loaderData.now} />;
}
