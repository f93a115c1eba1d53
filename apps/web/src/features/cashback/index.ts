export { CashbackScreen } from './cashback-screen';
