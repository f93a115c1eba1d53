import { CardsScreen } from '../features/cards/index';

/** `/profile/cards` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileCards() {
  return <CardsScreen />;
}
