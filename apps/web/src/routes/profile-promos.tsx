import { PromosScreen } from '../features/promos/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('promos.title');

/** `/profile/promos` (decision 026): loaded in the browser, where the token lives. */
export default function ProfilePromos() {
  return <PromosScreen />;
}
