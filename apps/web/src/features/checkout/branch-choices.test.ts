import { describe, expect, it } from 'vitest';
import { branchChoices, pickBranch } from './branch-choices';
import { at, createBranch, soldAt } from './test-factories';

const centre = { latitude: 41.3111, longitude: 69.2797 };
const chilonzor = createBranch({ id: 1, latitude: 41.285, longitude: 69.214, isMain: true });
const yunusobod = createBranch({ id: 2, latitude: 41.345, longitude: 69.285 });
const lateOnly = createBranch({
  id: 3,
  workHours: chilonzor.workHours.map((h) => ({ ...h, open: '18:00', close: '02:00' })),
});
const noPickup = createBranch({ id: 4, settings: { ...chilonzor.settings, pickupEnabled: false } });
const inactive = createBranch({ id: 5, isActive: false });
const noon = at('2026-03-16T12:00');

const ids = (result: ReturnType<typeof branchChoices>) =>
  result.ok ? result.choices.map((c) => c.branch.id) : result.problem;

describe('branchChoices', () => {
  it('offers only branches that sell every product of the basket', () => {
    const result = branchChoices({
      branches: [chilonzor, yunusobod],
      products: [soldAt(1, 2), soldAt(2)],
      serviceType: 'PICK_UP',
      at: noon,
    });
    expect(ids(result)).toEqual([2]);
  });

  it('says the product is not available when the products share no branch', () => {
    const result = branchChoices({
      branches: [chilonzor, yunusobod],
      products: [soldAt(1), soldAt(2)],
      serviceType: 'PICK_UP',
      at: noon,
    });
    expect(result).toEqual({ ok: false, problem: 'PRODUCT_NOT_AVAILABLE' });
  });

  it('says there are no branches when none of the shared ones offers the service or is active', () => {
    const result = branchChoices({
      branches: [noPickup, inactive],
      products: [soldAt(4, 5)],
      serviceType: 'PICK_UP',
      at: noon,
    });
    expect(result).toEqual({ ok: false, problem: 'NO_BRANCHES' });
  });

  it('lists open branches first, then the nearest to the delivery point', () => {
    const result = branchChoices({
      branches: [lateOnly, chilonzor, yunusobod],
      products: [soldAt(1, 2, 3)],
      serviceType: 'DELIVERY',
      at: noon,
      point: centre,
    });
    expect(ids(result)).toEqual([2, 1, 3]);
    expect(result.ok && result.choices.map((c) => c.open)).toEqual([true, true, false]);
  });

  it('counts a branch outside its delivery hours as closed for a delivery only', () => {
    const morning = at('2026-03-16T08:30');
    const early = createBranch({
      id: 6,
      workHours: chilonzor.workHours.map((h) => ({ ...h, open: '07:00' })),
      deliveryStart: '09:00',
    });
    const open = (serviceType: 'DELIVERY' | 'PICK_UP') => {
      const result = branchChoices({ branches: [early], products: [soldAt(6)], serviceType, at: morning });
      return result.ok && result.choices[0]?.open;
    };
    expect(open('DELIVERY')).toBe(false);
    expect(open('PICK_UP')).toBe(true);
  });

  it('delivers only from branches in the city of the point, even when they are closed', () => {
    const samarkand = createBranch({ id: 9, cityId: 2, latitude: 39.65, longitude: 66.96 });
    const result = branchChoices({
      branches: [samarkand, lateOnly],
      products: [soldAt(3, 9)],
      serviceType: 'DELIVERY',
      at: noon,
      point: centre,
    });
    expect(ids(result)).toEqual([3]);
  });

  it('puts the main branch first when there is no point to measure from', () => {
    const result = branchChoices({
      branches: [yunusobod, chilonzor],
      products: [soldAt(1, 2)],
      serviceType: 'PICK_UP',
      at: noon,
    });
    expect(ids(result)).toEqual([1, 2]);
  });

  it('counts every branch as open while a later order has no time yet', () => {
    const result = branchChoices({
      branches: [lateOnly],
      products: [soldAt(3)],
      serviceType: 'PICK_UP',
      at: null,
    });
    expect(result.ok && result.choices[0]?.open).toBe(true);
  });
});

describe('pickBranch', () => {
  const result = branchChoices({
    branches: [chilonzor, yunusobod],
    products: [soldAt(1, 2)],
    serviceType: 'PICK_UP',
    at: noon,
  });
  const choices = result.ok ? result.choices : [];

  it("keeps the customer's branch while it can take the order", () => {
    expect(pickBranch(choices, 2)?.branch.id).toBe(2);
  });

  it('falls back to the first choice for a branch that cannot', () => {
    expect(pickBranch(choices, 99)?.branch.id).toBe(1);
    expect(pickBranch(choices, null)?.branch.id).toBe(1);
  });
});
