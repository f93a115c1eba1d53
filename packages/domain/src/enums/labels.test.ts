import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language.js';
import type { Multilingual } from '../i18n/multilingual.js';
import { COURIER_STATUS_LABELS, COURIER_STATUSES, CourierStatusInputSchema } from './courier-status.js';
import { ORDER_HISTORY_EVENT_LABELS, ORDER_HISTORY_EVENT_TYPES } from './order-history.js';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusLabel } from './order-status.js';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from './service-type.js';
import { WEEKDAY_LABELS, WEEKDAYS } from './weekday.js';

function expectComplete(label: Multilingual | undefined) {
  expect(label).toBeDefined();
  for (const lang of LANGUAGES) expect(label?.[lang].trim()).not.toBe('');
}

describe('labels', () => {
  it('label every order status except CLOSED and ATTACHED (spec §4)', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual(
      ORDER_STATUSES.filter((status) => status !== 'CLOSED' && status !== 'ATTACHED').sort(),
    );
    for (const label of Object.values(ORDER_STATUS_LABELS)) expectComplete(label);
  });

  it.each([
    {
      name: 'courier statuses',
      keys: COURIER_STATUSES,
      labels: COURIER_STATUS_LABELS as Record<string, Multilingual>,
    },
    {
      name: 'history events',
      keys: ORDER_HISTORY_EVENT_TYPES,
      labels: ORDER_HISTORY_EVENT_LABELS as Record<string, Multilingual>,
    },
    {
      name: 'service types',
      keys: SERVICE_TYPES,
      labels: SERVICE_TYPE_LABELS as Record<string, Multilingual>,
    },
    { name: 'weekdays', keys: WEEKDAYS, labels: WEEKDAY_LABELS as Record<string, Multilingual> },
  ])('label every one of the $name in uz, ru and eng', ({ keys, labels }) => {
    for (const key of keys) expectComplete(labels[key]);
  });

  it('shows the unlabelled statuses with the label of what the customer last saw', () => {
    expect(orderStatusLabel('ATTACHED')).toEqual(ORDER_STATUS_LABELS.DONE);
    expect(orderStatusLabel('CLOSED')).toEqual(ORDER_STATUS_LABELS.DELIVERED);
    expect(orderStatusLabel('COOKING').uz).toBe('Tayyorlanmoqda');
  });

  it('says a pick-up is ready for pick-up and then picked up, and a dine-in order served', () => {
    expect(orderStatusLabel('DONE', 'PICK_UP').eng).toBe('Ready for pick-up');
    expect(orderStatusLabel('CLOSED', 'PICK_UP').eng).toBe('Picked up');
    expect(orderStatusLabel('DELIVERED', 'DINE_IN').ru).toBe('Подан');
    expect(orderStatusLabel('DELIVERED', 'DELIVERY')).toEqual(ORDER_STATUS_LABELS.DELIVERED);
    expect(orderStatusLabel('COOKING', 'PICK_UP')).toEqual(ORDER_STATUS_LABELS.COOKING);
  });

  it("uses the spec's label for dine-in", () => {
    expect(SERVICE_TYPE_LABELS.DINE_IN.uz).toBe('Ichkarida');
  });
});

describe('CourierStatusInputSchema', () => {
  it.each([
    { name: 'reads an empty string as NONE', input: '', want: 'NONE' },
    { name: 'reads null as NONE', input: null, want: 'NONE' },
    { name: 'reads a missing status as NONE', input: undefined, want: 'NONE' },
    { name: 'keeps a real status', input: 'PERFORMER_FOUND', want: 'PERFORMER_FOUND' },
  ])('$name', ({ input, want }) => {
    expect(CourierStatusInputSchema.parse(input)).toBe(want);
  });

  it('rejects an unknown status', () => {
    expect(CourierStatusInputSchema.safeParse('TELEPORTED').success).toBe(false);
  });
});
