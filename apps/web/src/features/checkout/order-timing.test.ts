import { describe, expect, it } from 'vitest';
import { orderInstant, scheduleFor, settleSlot } from './order-timing';
import { at, createBranch } from './test-factories';

describe('scheduleFor', () => {
  const branch = createBranch({ deliveryStart: '11:00', deliveryEnd: '21:00' });

  it('offers today and the next two days, today from now plus the lead time', () => {
    const days = scheduleFor(branch, 'PICK_UP', at('2026-03-16T12:10'), 30);
    expect(days.map((d) => d.day)).toEqual(['2026-03-16', '2026-03-17', '2026-03-18']);
    expect(days[0]?.slots[0]).toBe('13:00');
    expect(days[0]?.slots.at(-1)).toBe('22:30');
    // Tomorrow starts at opening plus the lead time.
    expect(days[1]?.slots[0]).toBe('10:30');
  });

  it('offers no slot on a closed date and the shorter hours of a changed one (holidays)', () => {
    const holidays = [
      { date: '2026-03-17', isWorking: false },
      { date: '2026-03-18', isWorking: true, open: '12:00', close: '15:00' },
    ];
    const days = scheduleFor({ ...branch, holidays }, 'PICK_UP', at('2026-03-16T12:10'), 30);
    expect(days[1]).toEqual({ day: '2026-03-17', slots: [] });
    expect(days[2]?.slots).toEqual(['12:30', '13:00', '13:30', '14:00', '14:30']);
  });

  it('keeps deliveries inside the branch delivery hours', () => {
    const days = scheduleFor(branch, 'DELIVERY', at('2026-03-16T08:00'), 30);
    expect(days[0]?.slots[0]).toBe('11:00');
    expect(days[0]?.slots.at(-1)).toBe('20:30');
  });

  it('has no slot left today late in the evening', () => {
    const days = scheduleFor(branch, 'PICK_UP', at('2026-03-16T22:45'), 30);
    expect(days[0]?.slots).toEqual([]);
    expect(days[1]?.slots.length).toBeGreaterThan(0);
  });
});

describe('settleSlot', () => {
  const schedule = [
    { day: '2026-03-16', slots: [] },
    { day: '2026-03-17', slots: ['10:30', '11:00'] },
    { day: '2026-03-18', slots: ['10:30', '11:00'] },
  ];

  it('keeps a choice that is still offered', () => {
    expect(settleSlot(schedule, '2026-03-18', '11:00')).toEqual({ day: '2026-03-18', time: '11:00' });
  });

  it('moves to the first slot of the day when the chosen time is gone', () => {
    expect(settleSlot(schedule, '2026-03-18', '09:00')).toEqual({ day: '2026-03-18', time: '10:30' });
  });

  it('moves to the first day with a slot when the chosen day has none', () => {
    expect(settleSlot(schedule, '2026-03-16', '20:00')).toEqual({ day: '2026-03-17', time: '10:30' });
    expect(settleSlot(schedule, null, null)).toEqual({ day: '2026-03-17', time: '10:30' });
  });

  it('chooses nothing when no day has a slot', () => {
    expect(settleSlot([{ day: '2026-03-16', slots: [] }], null, null)).toEqual({ day: null, time: null });
  });
});

describe('orderInstant', () => {
  const now = at('2026-03-16T12:00');
  it('is now for an order as soon as possible', () => {
    expect(orderInstant(false, '2026-03-17', '10:30', now)).toBe(now);
  });
  it('is the chosen slot in Tashkent for a later order, or unknown without one', () => {
    expect(orderInstant(true, '2026-03-17', '10:30', now)?.toISOString()).toBe('2026-03-17T05:30:00.000Z');
    expect(orderInstant(true, null, null, now)).toBeNull();
  });
});
