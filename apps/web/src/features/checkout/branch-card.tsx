import { useT } from '@dastarkhan/client';
import { branchAddress, pickText } from '@dastarkhan/domain/client';
import { Icon, OpeningStatus } from '../branches/index';
import { type CheckoutBranch, scheduleOf } from './branch-choices';

/** A branch as checkout shows it: name, address and whether it is open now. */
export function BranchSummary({ branch, now }: { branch: CheckoutBranch; now: number }) {
  const { lang } = useT();
  return (
    <div className="co-address">
      <span className="co-address-icon" aria-hidden="true">
        <Icon name="PICK_UP" size={22} />
      </span>
      <span className="co-address-text">
        <span className="co-address-name">{pickText(branch.name, lang)}</span>
        <span className="co-muted">{branchAddress(branch, lang)}</span>
        <OpeningStatus schedule={scheduleOf(branch)} holidays={branch.holidays} now={now} />
      </span>
    </div>
  );
}
