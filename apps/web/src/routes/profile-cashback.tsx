import { CashbackScreen } from '../features/cashback/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('cashback.title');

/** `/profile/cashback` (decision 015): loaded in the browser, where the token lives. */
export default function ProfileCashback() {
  return <CashbackScreen />;
}
