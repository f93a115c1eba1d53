import { CardCreateScreen } from '../features/cards/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('cards.createTitle');

/** `/profile/cards/create` (spec §2); `?back=/profile/orders/12` returns there once the card is confirmed. */
export default function ProfileCardsCreate() {
  return <CardCreateScreen />;
}
