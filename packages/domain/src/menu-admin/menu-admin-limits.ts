// Zod-free limits of the menu editor (issue 17): the request schemas build their checks on these,
// and the console's fields set `maxLength` / `min` / `max` from them.

export const MENU_TEXT_MAX = {
  /** A group, category, product, option group or option name, per language. */
  name: 120,
  /** A product's description or composition, per language. */
  description: 2000,
  label: 40,
  labels: 20,
  mxicCode: 32,
  barcode: 64,
  color: 32,
  icon: 300,
} as const;

export const MENU_LIMITS = {
  /** Photos in a product's gallery. */
  gallery: 10,
  optionGroups: 20,
  optionsPerGroup: 50,
  /** The largest price in so'm the editor takes (a typo guard, not a business rule). */
  maxPrice: 1_000_000_000,
  maxCookingMinutes: 24 * 60,
  maxCount: 10_000,
  /** A measure (g, ml, kg…) above this is a typo. */
  maxMeasure: 1_000_000,
  maxCalorie: 100_000,
  /** `POST …/categories/{id}/prices`: a category's prices change by −90 % … +500 %. */
  bulkPercentMin: -90,
  bulkPercentMax: 500,
} as const;
