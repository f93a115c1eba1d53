import { useT } from '@dastarkhan/client';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';

/** `/console/staff`. */
export function StaffPage() {
  const { t } = useT();
  return <ScreenTitle title={t('staff.title')} suffix={useMerchantName()} />;
}
