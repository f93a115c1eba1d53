import { describe, expect, it } from 'vitest';
import { type CheckoutFacts, checkoutPending, checkoutProblems, unorderableTime } from './validate-checkout';

function createFacts(overrides: Partial<CheckoutFacts> = {}): CheckoutFacts {
  return {
    serviceType: 'DELIVERY',
    undeliverable: false,
    hasAddress: true,
    tariff: { status: 'ready', price: 10_000, errorCode: null },
    branch: { ok: true, open: true },
    later: false,
    slot: { day: null, time: null },
    tableId: null,
    paymentType: 'CASH',
    paymentTypes: ['CASH', 'CLICK'],
    sendCheque: false,
    chequePhoneDigits: '',
    ...overrides,
  };
}

describe('checkoutProblems', () => {
  it('lets a complete delivery order go', () => {
    expect(checkoutProblems(createFacts())).toEqual({});
  });

  it('asks for an address before a delivery', () => {
    expect(checkoutProblems(createFacts({ hasAddress: false }))).toEqual({ address: 'msg.NO_ADDRESS' });
  });

  it('refuses an address outside every zone', () => {
    const facts = createFacts({
      tariff: { status: 'error', price: 10_000, errorCode: 'OUT_OF_SERVICE_ZONE' },
    });
    expect(checkoutProblems(facts)).toEqual({ address: 'msg.OUT_OF_SERVICE_ZONE' });
  });

  it("stops an order below the zone's minimum, even with a price from before", () => {
    const facts = createFacts({ tariff: { status: 'error', price: 10_000, errorCode: 'ZONE_MIN_ORDER' } });
    expect(checkoutProblems(facts)).toEqual({ address: 'msg.ZONE_MIN_ORDER' });
  });

  it('keeps the last price through a failed tariff call, and stops only when there never was one', () => {
    const failed = { status: 'error' as const, errorCode: 'NETWORK_ERROR' };
    expect(checkoutProblems(createFacts({ tariff: { ...failed, price: 10_000 } }))).toEqual({});
    expect(checkoutProblems(createFacts({ tariff: { ...failed, price: null } }))).toEqual({
      address: 'checkout.tariffFailed',
    });
  });

  it('says which branch problem stops the order', () => {
    expect(checkoutProblems(createFacts({ branch: { ok: false, problem: 'NO_BRANCHES' } }))).toEqual({
      branch: 'msg.NO_BRANCHES',
    });
    expect(
      checkoutProblems(createFacts({ branch: { ok: false, problem: 'PRODUCT_NOT_AVAILABLE' } })),
    ).toEqual({
      branch: 'msg.PRODUCT_NOT_AVAILABLE',
    });
  });

  it('suggests a later time when the branch is closed now, and accepts a later order', () => {
    const closed = { ok: true as const, open: false };
    expect(checkoutProblems(createFacts({ branch: closed }))).toEqual({
      timing: 'checkout.deliveryClosedHint',
    });
    expect(checkoutProblems(createFacts({ serviceType: 'PICK_UP', branch: closed }))).toEqual({
      timing: 'checkout.closedHint',
    });
    expect(
      checkoutProblems(
        createFacts({ branch: closed, later: true, slot: { day: '2026-03-17', time: '10:30' } }),
      ),
    ).toEqual({});
  });

  it('needs a slot for a later order', () => {
    expect(checkoutProblems(createFacts({ later: true }))).toEqual({ timing: 'checkout.noSlots' });
  });

  it('needs a table for dine-in, and no address', () => {
    const dineIn = createFacts({
      serviceType: 'DINE_IN',
      hasAddress: false,
      tariff: { status: 'idle', price: null, errorCode: null },
    });
    expect(checkoutProblems(dineIn)).toEqual({ table: 'checkout.chooseTable' });
    expect(checkoutProblems({ ...dineIn, tableId: 17 })).toEqual({});
  });

  it('needs one of the payment types the tenant takes', () => {
    expect(checkoutProblems(createFacts({ paymentType: 'UZUM' }))).toEqual({
      payment: 'checkout.choosePayment',
    });
    expect(checkoutProblems(createFacts({ paymentTypes: [], paymentType: null }))).toEqual({
      payment: 'checkout.noPayment',
    });
  });

  it('needs a whole phone number to text the receipt to', () => {
    expect(checkoutProblems(createFacts({ sendCheque: true, chequePhoneDigits: '90123' }))).toEqual({
      cheque: 'checkout.chequePhoneInvalid',
    });
    expect(checkoutProblems(createFacts({ sendCheque: true, chequePhoneDigits: '901234567' }))).toEqual({});
  });

  it('refuses delivery of a basket with a product that is not delivered', () => {
    expect(checkoutProblems(createFacts({ undeliverable: true }))).toEqual({
      service: 'checkout.deliveryNotFor',
    });
    expect(checkoutProblems(createFacts({ undeliverable: true, serviceType: 'PICK_UP' }))).toEqual({});
  });

  it('says so when the tenant has no service type on', () => {
    expect(checkoutProblems(createFacts({ serviceType: null }))).toEqual({ service: 'checkout.noService' });
  });
});

describe('checkoutPending', () => {
  it('waits for the delivery price of a chosen address', () => {
    expect(
      checkoutPending(createFacts({ tariff: { status: 'loading', price: null, errorCode: null } })),
    ).toBe(true);
    expect(checkoutPending(createFacts())).toBe(false);
  });
});

describe('unorderableTime', () => {
  it('disables "Confirm" while the chosen time cannot be ordered, with the reason', () => {
    const closedNow = checkoutProblems(
      createFacts({ serviceType: 'PICK_UP', branch: { ok: true, open: false } }),
    );
    expect(unorderableTime(closedNow, false)).toBe('checkout.closedHint');
    const noSlot = checkoutProblems(createFacts({ later: true, slot: { day: null, time: null } }));
    expect(unorderableTime(noSlot, false)).toBe('checkout.noSlots');
    expect(unorderableTime({}, true)).toBe('checkout.pausedThen');
  });

  it('never disables it for a choice still to make', () => {
    const missing = checkoutProblems(createFacts({ hasAddress: false, paymentType: null }));
    expect(Object.keys(missing).length).toBeGreaterThan(0);
    expect(unorderableTime(missing, false)).toBeNull();
  });
});
