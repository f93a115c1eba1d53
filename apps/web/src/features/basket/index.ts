export { BasketBar } from './basket-bar';
export type { BasketLine, BasketOption } from './basket-line';
export { basketTotals, lineKey, linePrices } from './basket-line';
export { BasketLineItem } from './basket-line-item';
export { useBasket } from './basket-store';
export { BasketSummary } from './basket-summary';
export type { FreshProduct } from './fresh-lines';
export { freshenLines } from './fresh-lines';
export { QuantityStepper } from './quantity-stepper';
