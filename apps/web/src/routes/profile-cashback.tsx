import { CashbackScreen } from '../features/cashback/index';

/** `/profile/cashback` (decision 015): loaded in the browser, where the token lives. */
export default function ProfileCashback() {
  return <CashbackScreen />;
}
