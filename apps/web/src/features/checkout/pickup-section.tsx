import { useT } from '@dastarkhan/client';
import { Link } from 'react-router';
import { Icon } from '../branches/index';
import { BranchSummary } from './branch-card';
import { CheckoutSection } from './checkout-section';
import type { Checkout } from './use-checkout';
import type { ProblemText } from './validate-checkout';

/** Pick-up: the branch to collect from, chosen on the map or the list of /address/pickup. */
export function PickupSection({ checkout, problem }: { checkout: Checkout; problem: ProblemText | null }) {
  const { t } = useT();
  const { branch, choices, now } = checkout;
  return (
    <CheckoutSection id="co-branch" title={t('checkout.pickupBranch')} problem={problem && t(problem)}>
      {branch && <BranchSummary branch={branch} now={now.getTime()} />}
      {choices.length > 1 && (
        <div className="co-address-actions">
          <Link to="/address/pickup" className="button co-small-button">
            <Icon name="map" size={20} />
            {t('checkout.chooseOnMap')}
          </Link>
          <Link to="/address/pickup2" className="button co-small-button">
            <Icon name="list" size={20} />
            {t('checkout.asList')}
          </Link>
        </div>
      )}
    </CheckoutSection>
  );
}
