import type { BranchControls } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { buttonState, countdown } from './controls-state';

const now = Date.parse('2026-11-23T09:00:00.000Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const open = (branchId: number): BranchControls => ({ branchId, pause: null, busy: null });

describe('the store controls button', () => {
  it('is calm while every branch takes orders', () => {
    expect(buttonState([open(1), open(2)], now)).toEqual({ kind: 'open' });
  });

  it('shows the soonest end of a whole-branch pause before a partial one', () => {
    const list: BranchControls[] = [
      { branchId: 1, pause: { until: at(10), reason: null, serviceTypes: ['DELIVERY'] }, busy: null },
      { branchId: 2, pause: { until: at(30), reason: 'gas', serviceTypes: null }, busy: null },
    ];
    expect(buttonState(list, now)).toEqual({ kind: 'paused', until: at(30), partial: false });
  });

  it('calls a pause of some services partial', () => {
    const list: BranchControls[] = [
      { branchId: 1, pause: { until: at(15), reason: null, serviceTypes: ['DELIVERY'] }, busy: null },
    ];
    expect(buttonState(list, now)).toEqual({ kind: 'paused', until: at(15), partial: true });
  });

  it('shows busy mode when nothing is paused, and forgets what has run out', () => {
    const list: BranchControls[] = [
      {
        branchId: 1,
        pause: { until: at(-1), reason: null, serviceTypes: null },
        busy: { until: at(60), extraMinutes: 20 },
      },
    ];
    expect(buttonState(list, now)).toEqual({ kind: 'busy', until: at(60), extraMinutes: 20 });
    expect(buttonState(list, now + 61 * 60_000)).toEqual({ kind: 'open' });
  });
});

describe('the countdown', () => {
  it('counts minutes and seconds, hours when there are any, and stops at zero', () => {
    expect(countdown(at(15), now)).toBe('15:00');
    expect(countdown(at(65), now + 1000)).toBe('1:04:59');
    expect(countdown(at(-5), now)).toBe('0:00');
  });
});
