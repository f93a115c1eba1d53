import { useT, useToast } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { useNavigate } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { useBasket } from '../basket/index';
import { repeatLines } from './repeat-order';

/**
 * "Repeat this order": its lines go into the basket (added to what is there) and the basket
 * opens, which puts today's prices in and names what is no longer sold (issue 19).
 */
export function RepeatOrderButton({ order }: { order: OrderDetails }) {
  const { merchant } = useTenant();
  const { store } = useBasket(merchant.id);
  const { t, lang } = useT();
  const toast = useToast();
  const navigate = useNavigate();

  const repeat = () => {
    const { lines, skipped } = repeatLines(order, lang);
    for (const line of lines) store.add(line);
    if (skipped.length > 0)
      toast({ kind: 'error', text: t('orders.repeatSkipped', { names: skipped.join(', ') }) });
    navigate('/basket');
  };

  return (
    <button type="button" className="button button-primary order-repeat" onClick={repeat}>
      {t('orders.repeat')}
    </button>
  );
}
