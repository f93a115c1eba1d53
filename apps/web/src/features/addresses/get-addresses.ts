import type { ApiClient } from '@dastarkhan/client';
import type { Address } from '@dastarkhan/domain';

/** `GET /users/v1/addresses`: the signed-in customer's saved addresses, oldest first. */
export const getAddresses = (api: ApiClient) => api.get<Address[]>('/users/v1/addresses');
