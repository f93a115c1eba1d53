import { describe, expect, it } from 'vitest';
import { orderPoints } from './map-points';
import { createOrder } from './order-factory';
import { orderIdParam } from './order-id-param';

describe('order map points', () => {
  it('shows the branch and the delivery address, and the courier once their position is known', () => {
    const order = createOrder();
    expect(orderPoints(order, 'Chilanzar').map((p) => p.kind)).toEqual(['branch', 'destination']);
    const tracked = createOrder({
      courier: {
        id: 2,
        firstName: 'Aziz',
        lastName: null,
        phone: '998901112233',
        latitude: 41.3,
        longitude: 69.22,
      },
    });
    expect(orderPoints(tracked, 'Chilanzar').at(-1)).toEqual({
      kind: 'courier',
      lat: 41.3,
      lon: 69.22,
      title: 'Aziz',
      subtitle: '',
    });
  });

  it('has no destination for a pick-up and no courier without a position', () => {
    const order = createOrder({
      serviceType: 'PICK_UP',
      courier: { id: 2, firstName: 'Aziz', lastName: null, phone: null, latitude: null, longitude: null },
    });
    expect(orderPoints(order, 'Chilanzar').map((p) => p.kind)).toEqual(['branch']);
  });

  it('treats (0, 0) as an unknown place', () => {
    const order = createOrder({ address: { ...createOrder().address!, latitude: 0, longitude: 0 } });
    expect(orderPoints(order, 'Chilanzar').map((p) => p.kind)).toEqual(['branch']);
  });
});

describe('order id in the address', () => {
  it('takes positive whole numbers only', () => {
    expect(['12', '0', '-1', '1.5', 'abc', '', undefined, '99999999999999999999'].map(orderIdParam)).toEqual([
      12,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
