export { registerAvailablePromoRoutes } from './available-promo-routes.js';
export { registerOperatorPromoRoutes } from './operator-promo-routes.js';
export {
  hasLimits,
  limitRefusal,
  lockAndCheckPromo,
  type PromoLimitRefusal,
  type PromoLimits,
  promoUses,
} from './promo-uses.js';
