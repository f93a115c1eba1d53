import { CardsScreen } from '../features/cards/cards-screen';

/** `/profile/cards` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileCards() {
  return <CardsScreen />;
}
