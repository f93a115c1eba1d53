import { useT } from '@dastarkhan/client';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';

/** `/console/courier`. */
export function CourierPage() {
  const { t } = useT();
  return <ScreenTitle title={t('courier.title')} suffix={useMerchantName()} />;
}
