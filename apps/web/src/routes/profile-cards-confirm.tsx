import { CardConfirmScreen } from '../features/cards/index';

/** `/profile/cards/confirm?id=` (spec §2): the SMS code of a card being added. */
export default function ProfileCardsConfirm() {
  return <CardConfirmScreen />;
}
