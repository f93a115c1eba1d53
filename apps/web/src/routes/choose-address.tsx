import { ChooseAddressScreen } from '../features/addresses/index';

/** `/choose-address` (spec §2): the saved address checkout delivers to; `?back=` says where next. */
export default function ChooseAddress() {
  return <ChooseAddressScreen />;
}
