import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../enums/order-status.js';
import { SERVICE_TYPES, type ServiceType } from '../enums/service-type.js';
import {
  assertTransition,
  canTransition,
  isActiveStatus,
  nextStatuses,
  type OrderActor,
} from './status-machine.js';

// The expected table, written out independently of the implementation's (it mirrors
// docs/decisions/002-order-status-machine.md). "FROM>TO".
const STAFF_ANY_SERVICE = [
  'CREATED>OPEN',
  'CREATED>CANCELED',
  'AT_TIME>OPEN',
  'AT_TIME>ACCEPTED',
  'AT_TIME>CANCELED',
  'OPEN>ACCEPTED',
  'OPEN>CANCELED',
  'ACCEPTED>COOKING',
  'ACCEPTED>CANCELED',
  'COOKING>DONE',
  'COOKING>CANCELED',
  'DELIVERED>CLOSED',
];
const STAFF_DELIVERY_ONLY = [
  'COOKING>ON_WAY',
  'DONE>ATTACHED',
  'DONE>ON_WAY',
  'ATTACHED>ON_WAY',
  'ON_WAY>DELIVERED',
];
const STAFF_COUNTER_ONLY = ['DONE>DELIVERED', 'DONE>CLOSED'];
const CUSTOMER_ANY_SERVICE = ['OPEN>CANCELED', 'AT_TIME>CANCELED'];

const DELIVERY_SERVICES: ServiceType[] = ['DELIVERY', 'YANDEX_EATS', 'EXPRESS_24'];
const ACTORS: OrderActor[] = ['CUSTOMER', 'STAFF', 'SYSTEM'];

function expectedMoves(serviceType: ServiceType, actor: OrderActor): string[] {
  if (actor === 'CUSTOMER') return CUSTOMER_ANY_SERVICE;
  const own = DELIVERY_SERVICES.includes(serviceType) ? STAFF_DELIVERY_ONLY : STAFF_COUNTER_ONLY;
  return [...STAFF_ANY_SERVICE, ...own];
}

const cases = SERVICE_TYPES.flatMap((serviceType) => ACTORS.map((actor) => ({ serviceType, actor })));

describe('order status machine', () => {
  it.each(cases)("allows exactly the table's moves for $serviceType by $actor", ({ serviceType, actor }) => {
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (canTransition(from, to, { serviceType, actor })) allowed.push(`${from}>${to}`);
      }
    }
    expect(allowed.sort()).toEqual([...expectedMoves(serviceType, actor)].sort());
  });

  const legalMoves = cases.flatMap(({ serviceType, actor }) =>
    expectedMoves(serviceType, actor).map((move) => {
      const [from, to] = move.split('>') as [OrderStatus, OrderStatus];
      return { from, to, serviceType, actor };
    }),
  );

  it.each(legalMoves)(
    'accepts $from → $to for $serviceType by $actor',
    ({ from, to, serviceType, actor }) => {
      expect(assertTransition(from, to, { serviceType, actor })).toEqual({ ok: true, from, to });
    },
  );

  it.each<{
    name: string;
    from: OrderStatus;
    to: OrderStatus;
    serviceType: ServiceType;
    actor: OrderActor;
    reason: string;
  }>([
    {
      name: 'staying in the same status',
      from: 'OPEN',
      to: 'OPEN',
      serviceType: 'DELIVERY',
      actor: 'STAFF',
      reason: 'SAME_STATUS',
    },
    {
      name: 'leaving CLOSED',
      from: 'CLOSED',
      to: 'OPEN',
      serviceType: 'DELIVERY',
      actor: 'STAFF',
      reason: 'TERMINAL_STATUS',
    },
    {
      name: 'leaving CANCELED',
      from: 'CANCELED',
      to: 'OPEN',
      serviceType: 'PICK_UP',
      actor: 'SYSTEM',
      reason: 'TERMINAL_STATUS',
    },
    {
      name: 'skipping the kitchen',
      from: 'OPEN',
      to: 'DONE',
      serviceType: 'DELIVERY',
      actor: 'STAFF',
      reason: 'NO_SUCH_TRANSITION',
    },
    {
      name: 'going back',
      from: 'COOKING',
      to: 'ACCEPTED',
      serviceType: 'DELIVERY',
      actor: 'STAFF',
      reason: 'NO_SUCH_TRANSITION',
    },
    {
      name: 'cancelling an order on its way',
      from: 'ON_WAY',
      to: 'CANCELED',
      serviceType: 'DELIVERY',
      actor: 'STAFF',
      reason: 'NO_SUCH_TRANSITION',
    },
    {
      name: 'sending a pick-up order on its way',
      from: 'DONE',
      to: 'ON_WAY',
      serviceType: 'PICK_UP',
      actor: 'STAFF',
      reason: 'NOT_ALLOWED_FOR_SERVICE_TYPE',
    },
    {
      name: 'attaching a courier to a dine-in order',
      from: 'DONE',
      to: 'ATTACHED',
      serviceType: 'DINE_IN',
      actor: 'STAFF',
      reason: 'NOT_ALLOWED_FOR_SERVICE_TYPE',
    },
    {
      name: 'handing a delivery over at the counter',
      from: 'DONE',
      to: 'DELIVERED',
      serviceType: 'DELIVERY',
      actor: 'STAFF',
      reason: 'NOT_ALLOWED_FOR_SERVICE_TYPE',
    },
    {
      name: 'a customer cancelling an accepted order',
      from: 'ACCEPTED',
      to: 'CANCELED',
      serviceType: 'DELIVERY',
      actor: 'CUSTOMER',
      reason: 'NOT_ALLOWED_FOR_ACTOR',
    },
    {
      name: 'a customer accepting their own order',
      from: 'OPEN',
      to: 'ACCEPTED',
      serviceType: 'PICK_UP',
      actor: 'CUSTOMER',
      reason: 'NOT_ALLOWED_FOR_ACTOR',
    },
  ])('refuses $name with $reason', ({ from, to, serviceType, actor, reason }) => {
    expect(assertTransition(from, to, { serviceType, actor })).toEqual({
      ok: false,
      code: 'ORDER_STATUS_TRANSITION_REFUSED',
      reason,
      from,
      to,
    });
  });

  it.each<{
    name: string;
    from: OrderStatus;
    serviceType: ServiceType;
    actor: OrderActor;
    want: OrderStatus[];
  }>([
    {
      name: 'staff at a done delivery',
      from: 'DONE',
      serviceType: 'DELIVERY',
      actor: 'STAFF',
      want: ['ON_WAY', 'ATTACHED'],
    },
    {
      name: 'staff at a done pick-up',
      from: 'DONE',
      serviceType: 'PICK_UP',
      actor: 'STAFF',
      want: ['DELIVERED', 'CLOSED'],
    },
    {
      name: 'a customer at an open order',
      from: 'OPEN',
      serviceType: 'DELIVERY',
      actor: 'CUSTOMER',
      want: ['CANCELED'],
    },
    {
      name: 'a customer at a cooking order',
      from: 'COOKING',
      serviceType: 'DELIVERY',
      actor: 'CUSTOMER',
      want: [],
    },
    {
      name: 'the system at a scheduled order',
      from: 'AT_TIME',
      serviceType: 'DINE_IN',
      actor: 'SYSTEM',
      want: ['OPEN', 'ACCEPTED', 'CANCELED'],
    },
    { name: 'staff at a closed order', from: 'CLOSED', serviceType: 'DELIVERY', actor: 'STAFF', want: [] },
  ])('lists the next statuses of $name', ({ from, serviceType, actor, want }) => {
    expect(nextStatuses(from, { serviceType, actor })).toEqual(want);
  });
});

describe('isActiveStatus', () => {
  const archived: OrderStatus[] = ['DELIVERED', 'CLOSED', 'CANCELED'];
  it.each(ORDER_STATUSES.map((status) => ({ status, active: !archived.includes(status) })))(
    'puts $status in the active tab: $active',
    ({ status, active }) => {
      expect(isActiveStatus(status)).toBe(active);
    },
  );
});
