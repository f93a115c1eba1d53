import type { MenuGroup } from './menu-view';

/** Skeletons drawn for the products still to come, at most this many per category. */
const MAX_SKELETONS = 24;

/**
 * The menu as the first HTML of a browser carries it (decision 046): the first `budget` products
 * in the order they are shown (the first group's when groups are tabs), every other product left
 * out. Each category keeps its name and counts what is missing (`pending`), so the page draws its
 * heading and the skeletons that keep the place of its cards, and the category bar is complete;
 * the rest comes from `/menu/cards` after hydration. A 545-product home thus neither renders nor
 * serialises 545 cards.
 */
export function firstScreen(groups: MenuGroup[], budget: number, grouped: boolean): MenuGroup[] {
  let left = budget;
  return groups.map((group, index) => ({
    ...group,
    categories: group.categories.map((category) => {
      const shown = grouped && index > 0 ? 0 : Math.max(0, Math.min(left, category.products.length));
      if (!(grouped && index > 0)) left -= shown;
      return shown === category.products.length
        ? category
        : {
            ...category,
            products: category.products.slice(0, shown),
            pending: Math.min(MAX_SKELETONS, category.products.length - shown),
          };
    }),
  }));
}
