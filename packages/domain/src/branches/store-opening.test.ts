import { describe, expect, it } from 'vitest';
import { WEEK_ORDER } from './opening-hours.js';
import { type StoreBranch, storeOpening } from './store-opening.js';

/** A Tashkent wall-clock moment. 2026-11-23 is a Monday. */
const at = (local: string) => new Date(`${local}:00+05:00`);

function createBranch(overrides: Partial<StoreBranch> = {}): StoreBranch {
  return {
    id: 1,
    cityId: 1,
    isActive: true,
    workHours: WEEK_ORDER.map((day) => ({ day, open: '10:00', close: '23:00', isWorking: day !== 'SUNDAY' })),
    open: '10:00',
    close: '23:00',
    pause: null,
    ...overrides,
  };
}

const anywhere = { branchId: null, cityId: null };

describe('storeOpening', () => {
  it('is open while a branch of the city is open', () => {
    expect(storeOpening([createBranch()], anywhere, at('2026-11-23T12:00'))).toEqual({ open: true });
  });

  it('says a closed restaurant opens later today, tomorrow, or on a weekday', () => {
    expect(storeOpening([createBranch()], anywhere, at('2026-11-23T08:15'))).toMatchObject({
      open: false,
      paused: false,
      opensAt: { time: '10:00', inDays: 0, day: 'MONDAY' },
    });
    expect(storeOpening([createBranch()], anywhere, at('2026-11-23T23:30'))).toMatchObject({
      opensAt: { time: '10:00', inDays: 1, day: 'TUESDAY' },
    });
    // Saturday night: Sunday is a day off, so Monday.
    expect(storeOpening([createBranch()], anywhere, at('2026-11-28T23:30'))).toMatchObject({
      opensAt: { time: '10:00', inDays: 2, day: 'MONDAY' },
    });
  });

  it('is open when any branch of the city is, and names the earliest opening when none is', () => {
    const late = createBranch({
      id: 2,
      workHours: WEEK_ORDER.map((day) => ({ day, open: '09:00', close: '02:00', isWorking: true })),
    });
    expect(storeOpening([createBranch(), late], anywhere, at('2026-11-23T01:00')).open).toBe(true);
    expect(storeOpening([createBranch(), late], anywhere, at('2026-11-23T03:00'))).toMatchObject({
      opensAt: { time: '09:00', inDays: 0 },
    });
  });

  it('judges only the branch the customer chose, and only branches of their city', () => {
    const other = createBranch({
      id: 2,
      cityId: 2,
      workHours: WEEK_ORDER.map((day) => ({ day, open: '00:00', close: '00:00', isWorking: true })),
    });
    const night = at('2026-11-23T03:00');
    expect(storeOpening([createBranch(), other], { branchId: null, cityId: 1 }, night).open).toBe(false);
    expect(storeOpening([createBranch(), other], { branchId: 2, cityId: 1 }, night).open).toBe(true);
    expect(storeOpening([createBranch(), other], { branchId: null, cityId: 2 }, night).open).toBe(true);
  });

  it('ignores inactive branches and calls nothing closed when no branch is left', () => {
    const night = at('2026-11-23T03:00');
    const roundTheClock = createBranch({
      id: 2,
      isActive: false,
      workHours: WEEK_ORDER.map((day) => ({ day, open: '00:00', close: '00:00', isWorking: true })),
    });
    expect(storeOpening([createBranch(), roundTheClock], anywhere, night).open).toBe(false);
    expect(storeOpening([roundTheClock], anywhere, night)).toEqual({ open: true });
  });

  it('treats a pause of the whole branch as closed until it ends, but not a pause of one service', () => {
    const noon = at('2026-11-23T12:00');
    const until = at('2026-11-23T12:30').toISOString();
    const paused = createBranch({ pause: { until, reason: null, serviceTypes: null } });
    expect(storeOpening([paused], anywhere, noon)).toMatchObject({
      open: false,
      paused: true,
      opensAt: { time: '12:30', inDays: 0 },
    });
    const deliveryOnly = createBranch({ pause: { until, reason: null, serviceTypes: ['DELIVERY'] } });
    expect(storeOpening([deliveryOnly], anywhere, noon).open).toBe(true);
  });

  it('promises nothing for a branch with no working day', () => {
    const never = createBranch({
      workHours: WEEK_ORDER.map((day) => ({ day, open: '10:00', close: '23:00', isWorking: false })),
    });
    expect(storeOpening([never], anywhere, at('2026-11-23T12:00'))).toEqual({
      open: false,
      paused: false,
      opensAt: null,
    });
  });
});
