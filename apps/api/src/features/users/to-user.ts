import type { UserRow } from '@dastarkhan/db';
import type { User } from '@dastarkhan/domain';

/** The user as the API shows it to that user (spec §3 User). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    merchantId: row.merchantId,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    image: row.image ? `/api/media/${row.image}` : null,
    birthday: row.birthday,
    gender: (row.gender as User['gender']) ?? null,
    role: row.role as User['role'],
    cashback: row.cashback,
    language: row.language as User['language'],
    isActive: row.isActive,
    address: null,
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}
