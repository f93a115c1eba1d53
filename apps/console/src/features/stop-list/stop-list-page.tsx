import { useT } from '@dastarkhan/client';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';

/** `/console/stop-list`. */
export function StopListPage() {
  const { t } = useT();
  return <ScreenTitle title={t('stopList.title')} suffix={useMerchantName()} />;
}
