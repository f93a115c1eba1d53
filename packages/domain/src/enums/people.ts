import { z } from 'zod';

/**
 * Staff roles of the merchant console (decision 020): each member of staff has one of these in
 * one tenant. The old ADMIN became OWNER (migration 0006).
 */
export const StaffRoleSchema = z.enum(['OWNER', 'MANAGER', 'OPERATOR', 'KITCHEN', 'COURIER']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;
export const STAFF_ROLES = StaffRoleSchema.options;

/**
 * User roles. The spec shows the `role` field but not its values (§6); a user of a merchant is a
 * CUSTOMER or one of the staff roles (WAITER is kept for waiter tools that come later).
 */
export const UserRoleSchema = z.enum(['CUSTOMER', ...STAFF_ROLES, 'WAITER']);
export type UserRole = z.infer<typeof UserRoleSchema>;
export const DEFAULT_USER_ROLE: UserRole = 'CUSTOMER';

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export const GenderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof GenderSchema>;
