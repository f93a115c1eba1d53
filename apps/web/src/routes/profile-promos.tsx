import { PromosScreen } from '../features/promos/index';

/** `/profile/promos` (decision 026): loaded in the browser, where the token lives. */
export default function ProfilePromos() {
  return <PromosScreen />;
}
