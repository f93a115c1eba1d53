import { AppError } from './app-error.js';
import type { AuthContext } from './authenticate.js';

/** Staff who run the merchant's orders. Couriers and waiters get their own narrower tools. */
export function requireOperator(auth: AuthContext) {
  if (auth.user.role !== 'OPERATOR' && auth.user.role !== 'ADMIN') throw new AppError(403, 'FORBIDDEN');
}
