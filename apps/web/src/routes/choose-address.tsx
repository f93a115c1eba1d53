import { ChooseAddressScreen } from '../features/addresses/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('addresses.chooseTitle');

/** `/choose-address` (spec §2): the saved address checkout delivers to; `?back=` says where next. */
export default function ChooseAddress() {
  return <ChooseAddressScreen />;
}
