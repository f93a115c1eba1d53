import type { ApiClient } from '@dastarkhan/client';
import type { User } from '@dastarkhan/domain';

/** `GET /users/v1/users/me`: the signed-in customer, with a fresh cashback balance. */
export const getMe = (api: ApiClient) => api.get<User>('/users/v1/users/me');
