import { useT } from '@dastarkhan/client';
import { SCHEDULE_DAYS, storeOpening } from '@dastarkhan/domain/client';
import { useTenant } from '../app/startup/tenant-context';
import { useNow } from '../lib/use-now';
import { opensAtText } from './opening-detail';

/**
 * "Closed now · opens tomorrow at 10:00" on the menu, product and basket pages while no branch
 * of the customer's city (or their chosen branch) takes orders (issue 19, decision 048). Adding
 * to the basket stays allowed when the reopening can be chosen at checkout ("order for later").
 * The server draws it at its render time and the browser then judges on its own clock (useNow):
 * a notice that appeared only after hydration pushed the whole menu down (decision 060).
 */
export function ClosedNotice({ compact = false }: { compact?: boolean }) {
  const { branches, branchId, cityId, serverNow } = useTenant();
  const { t, lang } = useT();
  const now = useNow(serverNow);
  const state = storeOpening(branches, { branchId, cityId }, new Date(now));
  if (state.open) return null;
  const { opensAt } = state;
  // A later order can be placed for a slot within the next SCHEDULE_DAYS days (decision 012).
  const orderable = opensAt !== null && opensAt.inDays < SCHEDULE_DAYS;
  return (
    <div className={`closed-notice${compact ? ' closed-notice-compact' : ''}`} role="status">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>
        <strong>{state.paused ? t('storeHours.paused') : t('storeHours.closed')}</strong>
        {opensAt && (
          <span className="closed-notice-when">
            {' · '}
            {state.paused && opensAt.inDays === 0
              ? t('storeHours.backAt', { time: opensAt.time })
              : opensAtText(t, lang, opensAt)}
          </span>
        )}
        {/* Compact (the product's purchase bar, fixed on a phone): one line, the menu says the rest. */}
        {!compact && (
          <span className="closed-notice-next">
            {orderable ? t('storeHours.orderLater') : t('storeHours.noOrders')}
          </span>
        )}
      </p>
    </div>
  );
}
