import { CardConfirmScreen } from '../features/cards/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('cards.confirmTitle');

/** `/profile/cards/confirm?id=` (spec §2): the SMS code of a card being added. */
export default function ProfileCardsConfirm() {
  return <CardConfirmScreen />;
}
