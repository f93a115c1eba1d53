import { useT } from '@dastarkhan/client';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';

/** `/console/kitchen`. */
export function KitchenPage() {
  const { t } = useT();
  return <ScreenTitle title={t('kitchen.title')} suffix={useMerchantName()} />;
}
