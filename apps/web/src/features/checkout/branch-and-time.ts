import { type BranchAvailability, cookingLeadMinutes } from '@dastarkhan/domain/client';
import { branchChoices, type CheckoutBranch, pickBranch } from './branch-choices';
import type { CheckoutService } from './checkout-draft';
import { orderInstant, scheduleFor, settleSlot } from './order-timing';

export interface BranchAndTimeInput<B extends CheckoutBranch> {
  branches: readonly B[];
  products: ReadonlyArray<{ productBranch: readonly BranchAvailability[]; timeCookingMax?: number | null }>;
  serviceType: CheckoutService | null;
  point: { latitude: number; longitude: number } | null;
  /** The customer's choices: branch (pick-up, dine-in), now or later, a day and a time. */
  draft: { branchId: number | null; later: boolean; day: string | null; time: string | null };
  now: Date;
}

/**
 * Where from and when. The branch: common to the basket's products, offering the service, open at
 * the order's time (the nearest to a delivery address). When: now, or a slot of the branch's hours
 * after the cooking lead time. "As soon as possible" is impossible while the branch that would
 * cook it is closed now: then the order is for later, on the first open slot, whatever the draft
 * says (issue 19) — and back to "now" by itself once it opens, or another branch is chosen.
 */
export function branchAndTime<B extends CheckoutBranch>(input: BranchAndTimeInput<B>) {
  const { branches, products, serviceType, point, draft, now } = input;
  const preferred = serviceType === 'DELIVERY' ? null : draft.branchId;
  const choicesNow = serviceType ? branchChoices({ branches, products, serviceType, at: now, point }) : null;
  const choiceNow = choicesNow?.ok ? pickBranch(choicesNow.choices, preferred) : null;
  // Unknown (no service, no branch) is not "closed": checkout says what is missing instead.
  const asapPossible = !choiceNow || choiceNow.open;
  const later = draft.later || !asapPossible;

  const branchResult =
    serviceType && later ? branchChoices({ branches, products, serviceType, at: null, point }) : choicesNow;
  const choices = branchResult?.ok ? branchResult.choices : [];
  const choice = pickBranch(choices, preferred);
  const branch = choice?.branch ?? null;
  const schedule =
    branch && serviceType ? scheduleFor(branch, serviceType, now, cookingLeadMinutes(products)) : [];
  const slot = later ? settleSlot(schedule, draft.day, draft.time) : { day: null, time: null };
  const instant = orderInstant(later, slot.day, slot.time, now);
  return { branchResult, choices, choice, branch, schedule, slot, instant, later, asapPossible };
}
