export { BranchPicker } from './branch-picker';
export { CategoryBar } from './category-bar';
export { CategorySection } from './category-section';
export { GroupTabs } from './group-tabs';
export type { CardProduct, MenuCategory } from './menu-view';
export { menuView, toCard } from './menu-view';
export { ProductCard } from './product-card';
