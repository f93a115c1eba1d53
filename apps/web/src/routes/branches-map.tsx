import { startupFor } from '../app/startup/load-startup.server';
import { BranchMapView } from '../features/branches/index';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/branches-map';

export const meta = titleMeta('branches.mapTitle');

/** `/branches/map` (spec §2); `?branch=<id>` opens with that branch selected. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings } = await startupFor(request, context);
  if (!settings.branchesActive) throw new Response(null, { status: 404 });
  const selected = Number(new URL(request.url).searchParams.get('branch'));
  return { now: Date.now(), selectedId: Number.isSafeInteger(selected) && selected > 0 ? selected : null };
}

export default function BranchesMap({ loaderData }: Route.ComponentProps) {
  return <BranchMapView serverNow={loaderData.now} initialId={loaderData.selectedId} />;
}
