import type { Branch } from '@dastarkhan/domain';
import {
  type BranchAvailability,
  branchOffers,
  commonBranchIds,
  deliversAt,
  distanceMetres,
  isOpenAt,
  pauseFor,
  weekSchedule,
} from '@dastarkhan/domain/client';
import type { CheckoutService } from './checkout-draft';

export type CheckoutBranch = Pick<
  Branch,
  | 'id'
  | 'cityId'
  | 'name'
  | 'address'
  | 'addressText'
  | 'latitude'
  | 'longitude'
  | 'isActive'
  | 'isMain'
  | 'settings'
  | 'workHours'
  | 'holidays'
  | 'open'
  | 'close'
  | 'deliveryStart'
  | 'deliveryEnd'
  | 'pause'
>;

export interface BranchChoice<B extends CheckoutBranch = CheckoutBranch> {
  branch: B;
  /**
   * Takes the order at its time: open, and for a delivery inside its delivery hours (always true
   * while a later order has no time yet).
   */
  open: boolean;
  /** Metres from the delivery point, when there is one. */
  distance: number | null;
  /** Staff paused it for this service at the order's time. */
  paused: boolean;
}

/** Why no branch can take the order: the basket's products share no branch, or none offers the service. */
export type BranchProblem = 'PRODUCT_NOT_AVAILABLE' | 'NO_BRANCHES';

export type BranchChoices<B extends CheckoutBranch> =
  | { ok: true; choices: BranchChoice<B>[] }
  | { ok: false; problem: BranchProblem };

/** The seven rows of a branch's hours, filled from open/close when the branch lists none. */
export const scheduleOf = (branch: Pick<CheckoutBranch, 'workHours' | 'open' | 'close'>) =>
  weekSchedule(branch.workHours, { open: branch.open, close: branch.close });

/** The week and its holidays (issue 17): what "open" and the slots are judged by, as on the server. */
export const hoursOf = (branch: Pick<CheckoutBranch, 'workHours' | 'open' | 'close' | 'holidays'>) => ({
  workHours: scheduleOf(branch),
  holidays: branch.holidays ?? [],
});

/**
 * The branches that can take this order (spec §5, decision 012): sold every basket product,
 * active, offering the service type. Open ones first, then the nearest to the delivery point,
 * then the main branch.
 */
export function branchChoices<B extends CheckoutBranch>({
  branches,
  products,
  serviceType,
  at,
  point,
}: {
  branches: readonly B[];
  products: ReadonlyArray<{ productBranch: readonly BranchAvailability[] }>;
  serviceType: CheckoutService;
  /** The order's time; null for a later order whose time is not chosen yet. */
  at: Date | null;
  point?: { latitude: number; longitude: number } | null;
}): BranchChoices<B> {
  const common = new Set(commonBranchIds(products));
  if (common.size === 0) return { ok: false, problem: 'PRODUCT_NOT_AVAILABLE' };
  const choices = branches
    .filter((b) => common.has(b.id) && b.isActive && branchOffers(serviceType, b.settings))
    .map((branch) => ({
      branch,
      open: at
        ? isOpenAt(hoursOf(branch), at) && (serviceType !== 'DELIVERY' || deliversAt(branch, at))
        : true,
      // Paused by staff for this service (decision 021): still offered, after the others; the
      // checkout says so and the server refuses the order with its own message.
      paused: at ? pauseFor(branch.pause, serviceType, at) !== null : false,
      distance: point
        ? distanceMetres(point.latitude, point.longitude, branch.latitude, branch.longitude)
        : null,
    }));
  if (choices.length === 0) return { ok: false, problem: 'NO_BRANCHES' };
  const sorted = choices.sort(
    (a, b) =>
      Number(b.open) - Number(a.open) ||
      Number(a.paused) - Number(b.paused) ||
      (a.distance ?? 0) - (b.distance ?? 0) ||
      Number(b.branch.isMain) - Number(a.branch.isMain) ||
      a.branch.id - b.branch.id,
  );
  if (!point) return { ok: true, choices: sorted };
  // A delivery comes from the city of the point (its nearest branch), never from another city.
  const nearest = sorted.reduce((a, b) => ((b.distance ?? 0) < (a.distance ?? 0) ? b : a));
  return { ok: true, choices: sorted.filter((c) => c.branch.cityId === nearest.branch.cityId) };
}

/**
 * The branch of the order: the customer's own choice while it can take the order, else the
 * first choice (open, nearest, main). Delivery ignores `preferredId`: the nearest open branch
 * cooks it.
 */
export function pickBranch<B extends CheckoutBranch>(
  choices: readonly BranchChoice<B>[],
  preferredId: number | null,
): BranchChoice<B> | null {
  return choices.find((c) => c.branch.id === preferredId) ?? choices[0] ?? null;
}
