export { BranchPicker } from './branch-picker';
export { CategoryBar } from './category-bar';
export { CategorySection } from './category-section';
export { firstScreen } from './first-screen';
export { GroupTabs } from './group-tabs';
export type { CardProduct, MenuCategory, MenuGroup } from './menu-view';
export { menuView, toCard } from './menu-view';
export { ProductCard } from './product-card';
