import type { CheckoutService } from './checkout-draft';
import type { CheckoutSection, ProblemText } from './validate-checkout';

/** Problems that are the customer's next step, shown once they try to send; the rest show at once. */
const AFTER_ATTEMPT = new Set<ProblemText>([
  'msg.NO_ADDRESS',
  'checkout.chooseTable',
  'checkout.choosePayment',
  'checkout.chequePhoneInvalid',
]);

/** The problem a section shows now: its own, unless it waits for the first "Confirm". */
export function shownProblem(
  problems: Partial<Record<CheckoutSection, ProblemText>>,
  section: CheckoutSection,
  attempted: boolean,
): ProblemText | null {
  const problem = problems[section];
  return problem && (attempted || !AFTER_ATTEMPT.has(problem)) ? problem : null;
}

/** The element a section's problem is at (focused on "Confirm"); the branch is where it is chosen. */
export function sectionElementId(section: CheckoutSection, serviceType: CheckoutService | null): string {
  if (section === 'branch')
    return serviceType === 'DELIVERY' ? 'co-address' : serviceType === 'DINE_IN' ? 'co-table' : 'co-branch';
  return section === 'table' ? 'co-table' : `co-${section}`;
}
