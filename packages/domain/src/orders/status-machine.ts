import type { OrderStatus } from '../enums/order-status.js';
import { ORDER_STATUSES } from '../enums/order-status.js';
import { isStaffRole, type UserRole } from '../enums/people.js';
import { isDeliveryService, type ServiceType } from '../enums/service-type.js';

// Allowed order status moves. The spec lists the statuses but not the moves (§4); the design
// and its table are in docs/decisions/002-order-status-machine.md — keep the two in step.

/** Who asks for the move: the customer, a member of staff, or the system (scheduler, integrations). */
export type OrderActor = 'CUSTOMER' | 'STAFF' | 'SYSTEM';

export interface TransitionContext {
  serviceType: ServiceType;
  actor: OrderActor;
}

/** Delivery-like service types travel to the customer; pick-up and dine-in end at the counter. */
type Flow = 'DELIVERY' | 'COUNTER';

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  flows: readonly Flow[];
  actors: readonly OrderActor[];
}

const BOTH: readonly Flow[] = ['DELIVERY', 'COUNTER'];
const DELIVERY: readonly Flow[] = ['DELIVERY'];
const COUNTER: readonly Flow[] = ['COUNTER'];
const STAFF: readonly OrderActor[] = ['STAFF', 'SYSTEM'];
const ANYONE: readonly OrderActor[] = ['CUSTOMER', 'STAFF', 'SYSTEM'];

export const ORDER_TRANSITIONS: readonly Transition[] = [
  // Drafts and orders pushed by integrations become ordinary open orders.
  { from: 'CREATED', to: 'OPEN', flows: BOTH, actors: STAFF },
  { from: 'CREATED', to: 'CANCELED', flows: BOTH, actors: STAFF },
  // Scheduled orders open when their time comes, or staff accept them straight away.
  { from: 'AT_TIME', to: 'OPEN', flows: BOTH, actors: STAFF },
  { from: 'AT_TIME', to: 'ACCEPTED', flows: BOTH, actors: STAFF },
  { from: 'AT_TIME', to: 'CANCELED', flows: BOTH, actors: ANYONE },
  { from: 'OPEN', to: 'ACCEPTED', flows: BOTH, actors: STAFF },
  // The customer may cancel only until the kitchen has taken the order.
  { from: 'OPEN', to: 'CANCELED', flows: BOTH, actors: ANYONE },
  { from: 'ACCEPTED', to: 'COOKING', flows: BOTH, actors: STAFF },
  { from: 'ACCEPTED', to: 'CANCELED', flows: BOTH, actors: STAFF },
  { from: 'COOKING', to: 'DONE', flows: BOTH, actors: STAFF },
  { from: 'COOKING', to: 'CANCELED', flows: BOTH, actors: STAFF },
  // Delivery: a courier may be attached first, or the order leaves straight away — also from the
  // kitchen when the courier takes it as it is packed (issue 5's journey: COOKING → ON_WAY).
  { from: 'COOKING', to: 'ON_WAY', flows: DELIVERY, actors: STAFF },
  { from: 'DONE', to: 'ATTACHED', flows: DELIVERY, actors: STAFF },
  { from: 'DONE', to: 'ON_WAY', flows: DELIVERY, actors: STAFF },
  { from: 'ATTACHED', to: 'ON_WAY', flows: DELIVERY, actors: STAFF },
  { from: 'ON_WAY', to: 'DELIVERED', flows: DELIVERY, actors: STAFF },
  // Pick-up and dine-in: DELIVERED means handed over / served; or the order is closed at once.
  { from: 'DONE', to: 'DELIVERED', flows: COUNTER, actors: STAFF },
  { from: 'DONE', to: 'CLOSED', flows: COUNTER, actors: STAFF },
  { from: 'DELIVERED', to: 'CLOSED', flows: BOTH, actors: STAFF },
];

export const TERMINAL_STATUSES: readonly OrderStatus[] = ['CLOSED', 'CANCELED'];

/** The Archive tab: finished orders, including DELIVERED ones not closed yet. */
export const ARCHIVED_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'CLOSED', 'CANCELED'];

export function isTerminalStatus(status: OrderStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

/** True for the Active tab: the customer is still waiting for something. */
export function isActiveStatus(status: OrderStatus): boolean {
  return !ARCHIVED_STATUSES.includes(status);
}

export function actorForRole(role: UserRole): OrderActor {
  return isStaffRole(role) ? 'STAFF' : 'CUSTOMER';
}

function flowOf(serviceType: ServiceType): Flow {
  return isDeliveryService(serviceType) ? 'DELIVERY' : 'COUNTER';
}

export type TransitionRefusalReason =
  | 'SAME_STATUS'
  | 'TERMINAL_STATUS'
  | 'NOT_ALLOWED_FOR_SERVICE_TYPE'
  | 'NOT_ALLOWED_FOR_ACTOR'
  | 'NO_SUCH_TRANSITION';

export type TransitionResult =
  | { ok: true; from: OrderStatus; to: OrderStatus }
  | {
      ok: false;
      code: 'ORDER_STATUS_TRANSITION_REFUSED';
      reason: TransitionRefusalReason;
      from: OrderStatus;
      to: OrderStatus;
    };

/** Checks a move and says precisely why it is refused, for logs and the API error body. */
export function assertTransition(
  from: OrderStatus,
  to: OrderStatus,
  ctx: TransitionContext,
): TransitionResult {
  const refuse = (reason: TransitionRefusalReason): TransitionResult => ({
    ok: false,
    code: 'ORDER_STATUS_TRANSITION_REFUSED',
    reason,
    from,
    to,
  });
  if (from === to) return refuse('SAME_STATUS');
  if (isTerminalStatus(from)) return refuse('TERMINAL_STATUS');
  const edge = ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (!edge) return refuse('NO_SUCH_TRANSITION');
  if (!edge.flows.includes(flowOf(ctx.serviceType))) return refuse('NOT_ALLOWED_FOR_SERVICE_TYPE');
  if (!edge.actors.includes(ctx.actor)) return refuse('NOT_ALLOWED_FOR_ACTOR');
  return { ok: true, from, to };
}

export function canTransition(from: OrderStatus, to: OrderStatus, ctx: TransitionContext): boolean {
  return assertTransition(from, to, ctx).ok;
}

/** The statuses `ctx.actor` may move an order to from `from`, in the enum's order. */
export function nextStatuses(from: OrderStatus, ctx: TransitionContext): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to, ctx));
}
