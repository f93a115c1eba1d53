import { z } from 'zod';

/**
 * User roles. The spec shows the `role` field but not its values (§6); a user of a merchant is
 * one of these. Staff roles (everything but CUSTOMER) may move orders through the status machine.
 */
export const UserRoleSchema = z.enum(['CUSTOMER', 'OPERATOR', 'COURIER', 'WAITER', 'ADMIN']);
export type UserRole = z.infer<typeof UserRoleSchema>;
export const DEFAULT_USER_ROLE: UserRole = 'CUSTOMER';

export function isStaffRole(role: UserRole): boolean {
  return role !== 'CUSTOMER';
}

export const GenderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof GenderSchema>;
