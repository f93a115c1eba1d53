import type { ReservationDetails } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { reservationGroups } from './reservation-groups';

const booking = (id: number, reservedAt: string, cancellable: boolean) =>
  ({ id, reservedAt, cancellable, status: cancellable ? 'CONFIRMED' : 'CANCELED' }) as ReservationDetails;

describe('reservation groups', () => {
  it('puts the soonest upcoming booking first and the latest past one first', () => {
    const { upcoming, past } = reservationGroups([
      booking(1, '2026-11-30T14:00:00.000Z', true),
      booking(2, '2026-11-24T14:00:00.000Z', true),
      booking(3, '2026-11-20T14:00:00.000Z', false),
      booking(4, '2026-11-25T14:00:00.000Z', false),
    ]);
    expect(upcoming.map((r) => r.id)).toEqual([2, 1]);
    expect(past.map((r) => r.id)).toEqual([4, 3]);
  });
});
