import { CardsScreen } from '../features/cards/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('cards.title');

/** `/profile/cards` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileCards() {
  return <CardsScreen />;
}
