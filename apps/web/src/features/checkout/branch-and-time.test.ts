import { describe, expect, it } from 'vitest';
import { branchAndTime } from './branch-and-time';
import { at, createBranch, soldAt } from './test-factories';

// 2026-03-16 is a Monday; the factory's branch works 10:00–23:00 every day.
const products = [{ ...soldAt(1, 2), timeCookingMax: 30 }];
const draft = { branchId: null, later: false, day: null, time: null };

/** A pick-up of `products` at the factory's branch at `now`, unless the test says otherwise. */
const judge = (now: string, overrides: Partial<Parameters<typeof branchAndTime>[0]> = {}) =>
  branchAndTime({
    branches: [createBranch()],
    products,
    serviceType: 'PICK_UP',
    point: null,
    draft,
    now: at(now),
    ...overrides,
  });

describe('branchAndTime', () => {
  it('orders as soon as possible while the branch is open', () => {
    const result = judge('2026-03-16T12:00');
    expect(result).toMatchObject({ later: false, asapPossible: true, slot: { day: null, time: null } });
    expect(result.instant).toEqual(at('2026-03-16T12:00'));
  });

  it('turns to "later" on the first open slot while the branch is closed, whatever the draft says', () => {
    const result = judge('2026-03-16T23:30');
    expect(result).toMatchObject({
      later: true,
      asapPossible: false,
      slot: { day: '2026-03-17', time: '10:30' },
    });
    expect(result.instant).toEqual(at('2026-03-17T10:30'));
  });

  it('judges the branch the customer chose for pick-up, not another open one', () => {
    const closed = createBranch({
      id: 2,
      workHours: createBranch().workHours.map((h) => ({ ...h, open: '18:00', close: '23:00' })),
    });
    const input = {
      branches: [createBranch(), closed],
      products,
      serviceType: 'PICK_UP' as const,
      point: null,
      now: at('2026-03-16T12:00'),
    };
    expect(branchAndTime({ ...input, draft: { ...draft, branchId: 2 } })).toMatchObject({
      later: true,
      branch: { id: 2 },
      slot: { day: '2026-03-16', time: '18:30' },
    });
    expect(branchAndTime({ ...input, draft }).later).toBe(false);
  });

  it('keeps a delivery outside the delivery hours for later even while the kitchen is open', () => {
    const result = judge('2026-03-16T21:30', {
      branches: [createBranch({ deliveryStart: '11:00', deliveryEnd: '21:00' })],
      serviceType: 'DELIVERY',
      point: { latitude: 41.3, longitude: 69.2 },
    });
    expect(result).toMatchObject({
      asapPossible: false,
      later: true,
      slot: { day: '2026-03-17', time: '11:00' },
    });
  });

  it('keeps the customer’s own slot when it is offered', () => {
    const result = judge('2026-03-16T23:30', {
      draft: { ...draft, later: true, day: '2026-03-17', time: '15:00' },
    });
    expect(result.slot).toEqual({ day: '2026-03-17', time: '15:00' });
  });

  it('forces nothing before the service type and the basket are known', () => {
    const result = judge('2026-03-16T23:30', { serviceType: null });
    expect(result).toMatchObject({ later: false, asapPossible: true, branchResult: null });
  });
});
