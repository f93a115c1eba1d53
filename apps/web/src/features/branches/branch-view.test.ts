import type { Branch, City } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { groupByCity, toBranchView } from './branch-view';

function createBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 1,
    cityId: 1,
    merchantId: 1,
    name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
    longitude: 69.2,
    latitude: 41.3,
    address: 'Bunyodkor 42',
    addressText: null,
    open: '10:00',
    close: '23:00',
    joinPosterId: null,
    jowiId: null,
    iikoId: null,
    phone: '998712001010',
    bookingPhone: '998712001011',
    isActive: true,
    isMain: false,
    createdDate: '2025-01-01T00:00:00Z',
    deleted: false,
    lastModifiedDate: '2025-01-01T00:00:00Z',
    deliveryPrice: 12000,
    distance: null,
    deliveryStart: '10:00',
    deliveryEnd: '23:00',
    companyId: null,
    paymentId: null,
    settings: {
      bookingEnabled: true,
      deliveryEnabled: true,
      dineinEnabled: true,
      directorId: null,
      expressEnabled: false,
      kitchenEnabled: true,
      merchantId: 1,
      payOfficeEnabled: true,
      pickupEnabled: true,
      storageEnabled: false,
      yandexEnabled: false,
    },
    workHours: [],
    ...overrides,
  };
}

const allOn = { deliveryActive: true, pickupActive: true, dineInActive: true, bookingActive: true };

describe('toBranchView', () => {
  it('shows a service only when both the tenant and the branch have it on', () => {
    const view = toBranchView(
      createBranch({ settings: { ...createBranch().settings, dineinEnabled: false } }),
      { ...allOn, deliveryActive: false },
      'ru',
    );
    expect(view.services).toEqual(['PICK_UP']);
    expect(view.name).toBe('Чиланзар');
  });

  it('hides the booking phone unless the tenant and the branch take bookings', () => {
    expect(toBranchView(createBranch(), allOn, 'uz').bookingPhone).toBe('998712001011');
    expect(toBranchView(createBranch(), { ...allOn, bookingActive: false }, 'uz').bookingPhone).toBeNull();
  });

  it('builds a seven-day schedule from the single open and close of an older record', () => {
    const view = toBranchView(createBranch({ workHours: [] }), allOn, 'uz');
    expect(view.schedule).toHaveLength(7);
    expect(view.schedule[0]).toEqual({ day: 'MONDAY', open: '10:00', close: '23:00', isWorking: true });
  });
});

describe('groupByCity', () => {
  const cities = [
    { id: 2, name: { uz: 'Samarqand', ru: 'Самарканд', eng: 'Samarkand' }, isMain: false },
    { id: 1, name: { uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' }, isMain: true },
  ] as City[];

  it('puts the main city first, the main branch first, and unknown cities last', () => {
    const views = [
      toBranchView(createBranch({ id: 1, cityId: 1 }), allOn, 'eng'),
      toBranchView(createBranch({ id: 2, cityId: 2 }), allOn, 'eng'),
      toBranchView(createBranch({ id: 3, cityId: 1, isMain: true }), allOn, 'eng'),
      toBranchView(createBranch({ id: 4, cityId: 9 }), allOn, 'eng'),
    ];
    const groups = groupByCity(views, cities, 'eng');
    expect(groups.map((g) => [g.cityName, g.branches.map((b) => b.id)])).toEqual([
      ['Tashkent', [3, 1]],
      ['Samarkand', [2]],
      ['', [4]],
    ]);
  });

  it('leaves out cities without branches', () => {
    const groups = groupByCity([toBranchView(createBranch(), allOn, 'uz')], cities, 'uz');
    expect(groups.map((g) => g.cityId)).toEqual([1]);
  });
});
