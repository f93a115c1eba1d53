import type { ErrorCode, PaymentType } from '@dastarkhan/domain';
import type { BranchProblem } from './branch-choices';
import type { CheckoutService } from './checkout-draft';

/** The parts of the checkout form a problem is shown at (and focused on submit), top to bottom. */
export const SECTIONS = ['service', 'address', 'branch', 'table', 'timing', 'payment', 'cheque'] as const;
export type CheckoutSection = (typeof SECTIONS)[number];

/** A message key of the catalogue: a checkout text or a domain message (spec §8). */
export type ProblemText =
  | `msg.${ErrorCode}`
  | 'checkout.noService'
  | 'checkout.deliveryNotFor'
  | 'checkout.tariffFailed'
  | 'checkout.closedHint'
  | 'checkout.deliveryClosedHint'
  | 'checkout.chooseTable'
  | 'checkout.chooseTime'
  | 'checkout.noSlots'
  | 'checkout.choosePayment'
  | 'checkout.noPayment'
  | 'checkout.chequePhoneInvalid';

export interface CheckoutFacts {
  serviceType: CheckoutService | null;
  /** Some basket product may not be delivered (product.deliveryEnabled false). */
  undeliverable: boolean;
  hasAddress: boolean;
  tariff: { status: 'idle' | 'loading' | 'ready' | 'error'; price: number | null; errorCode: string | null };
  branch: { ok: true; open: boolean } | { ok: false; problem: BranchProblem } | null;
  later: boolean;
  /** The settled slot of a later order. */
  slot: { day: string | null; time: string | null };
  tableId: number | null;
  paymentType: PaymentType | null;
  paymentTypes: readonly PaymentType[];
  sendCheque: boolean;
  chequePhoneDigits: string;
}

/**
 * What stops this order from being sent, per section, in the customer's terms. An empty object
 * means the order can go; the server still has the last word (it re-validates everything).
 */
export function checkoutProblems(facts: CheckoutFacts): Partial<Record<CheckoutSection, ProblemText>> {
  const problems: Partial<Record<CheckoutSection, ProblemText>> = {};
  const { serviceType } = facts;
  if (!serviceType) return { service: 'checkout.noService' };
  const delivery = serviceType === 'DELIVERY';

  if (delivery && facts.undeliverable) problems.service = 'checkout.deliveryNotFor';
  if (delivery) {
    if (!facts.hasAddress) problems.address = 'msg.NO_ADDRESS';
    else if (facts.tariff.errorCode === 'OUT_OF_SERVICE_ZONE') problems.address = 'msg.OUT_OF_SERVICE_ZONE';
    // The zone's minimum order (issue 17): the server's text says how much is missing.
    else if (facts.tariff.errorCode === 'ZONE_MIN_ORDER') problems.address = 'msg.ZONE_MIN_ORDER';
    else if (facts.tariff.status === 'error' && facts.tariff.price === null)
      problems.address = 'checkout.tariffFailed';
  }

  const branch = facts.branch;
  if (branch && !branch.ok) problems.branch = `msg.${branch.problem}`;
  else if (branch?.ok && !branch.open && !facts.later)
    problems.timing = delivery ? 'checkout.deliveryClosedHint' : 'checkout.closedHint';

  if (serviceType === 'DINE_IN' && !facts.tableId && branch?.ok) problems.table = 'checkout.chooseTable';
  if (facts.later && (!facts.slot.day || !facts.slot.time)) problems.timing = 'checkout.noSlots';

  if (facts.paymentTypes.length === 0) problems.payment = 'checkout.noPayment';
  else if (!facts.paymentType || !facts.paymentTypes.includes(facts.paymentType))
    problems.payment = 'checkout.choosePayment';

  if (facts.sendCheque && !/^\d{9}$/.test(facts.chequePhoneDigits))
    problems.cheque = 'checkout.chequePhoneInvalid';
  return problems;
}

/** Timing problems that no click can fix: the branch takes no order at the chosen time. */
const UNORDERABLE_TIME = new Set<ProblemText>([
  'checkout.closedHint',
  'checkout.deliveryClosedHint',
  'checkout.noSlots',
]);

/**
 * Why "Confirm" is disabled, or null: the chosen time cannot be ordered (closed, no slot left,
 * staff paused the branch then). A missing choice never disables it — pressing it shows the way.
 */
export function unorderableTime(
  problems: Partial<Record<CheckoutSection, ProblemText>>,
  pausedThen: boolean,
): ProblemText | 'checkout.pausedThen' | null {
  const timing = problems.timing;
  if (timing && UNORDERABLE_TIME.has(timing)) return timing;
  return pausedThen ? 'checkout.pausedThen' : null;
}

/** Whether the order is still waiting for something it needs before it can be sent (not a mistake). */
export function checkoutPending(
  facts: Pick<CheckoutFacts, 'serviceType' | 'hasAddress' | 'tariff'>,
): boolean {
  return facts.serviceType === 'DELIVERY' && facts.hasAddress && facts.tariff.status === 'loading';
}
