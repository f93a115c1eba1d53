import { describe, expect, it } from 'vitest';
import { branchOffers, commonBranchIds, servicePrice, serviceTypeEnabled } from './branch-choice.js';
import { enabledPaymentTypes } from './payment-types.js';

const sold = (...ids: Array<[number, boolean]>) => ({
  productBranch: ids.map(([id, isActive]) => ({ branch: { id, isActive } })),
});

describe('branches common to the basket', () => {
  it('keeps branches where every product is sold and active', () => {
    expect(commonBranchIds([sold([1, true], [2, true], [3, true]), sold([2, true], [3, false])])).toEqual([
      2,
    ]);
    expect(commonBranchIds([sold([1, true]), sold([2, true])])).toEqual([]);
    expect(commonBranchIds([])).toEqual([]);
  });
});

describe('service types', () => {
  const switches = { deliveryActive: true, pickupActive: false, dineInActive: true };
  const flags = {
    deliveryEnabled: true,
    pickupEnabled: true,
    dineinEnabled: false,
    yandexEnabled: false,
    expressEnabled: true,
  };

  it("follow the tenant's switches and the branch's flags", () => {
    expect(serviceTypeEnabled('PICK_UP', switches)).toBe(false);
    expect(serviceTypeEnabled('EXPRESS_24', switches)).toBe(true);
    expect(branchOffers('DINE_IN', flags)).toBe(false);
    expect(branchOffers('YANDEX_EATS', flags)).toBe(false);
    expect(branchOffers('EXPRESS_24', flags)).toBe(true);
  });

  it('price Yandex Eats and Express 24 at their own prices, only for enabled products', () => {
    const product = {
      costPrice: 30000,
      eatsPrice: 33000,
      enabledEats: true,
      expressPrice: null,
      enabledExpress: true,
    };
    expect(servicePrice(product, 'DELIVERY')).toBe(30000);
    expect(servicePrice(product, 'YANDEX_EATS')).toBe(33000);
    expect(servicePrice(product, 'EXPRESS_24')).toBe(30000);
    expect(servicePrice({ ...product, enabledEats: false }, 'YANDEX_EATS')).toBeNull();
  });

  it('lists the payment types the tenant takes', () => {
    expect(
      enabledPaymentTypes({
        cashActive: true,
        terminalActive: false,
        paymeActive: true,
        clickActive: false,
        uzumActive: true,
      }),
    ).toEqual(['CASH', 'PAYME', 'UZUM']);
  });
});
