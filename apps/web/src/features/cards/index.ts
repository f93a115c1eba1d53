export { CardConfirmScreen } from './card-confirm-screen';
export { CardCreateScreen } from './card-create-screen';
export { cardBrand, cardTail } from './card-input';
export { CardsScreen } from './cards-screen';
export { useCards } from './use-cards';
