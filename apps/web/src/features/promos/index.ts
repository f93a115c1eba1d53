export { PromosScreen } from './promos-screen';
