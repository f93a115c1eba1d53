import type { Deleted } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** `DELETE /users/v1/addresses/{id}`; placed orders keep their own copy of the address. */
export const deleteAddress = (api: ApiClient, id: number) => api.delete<Deleted>(`/users/v1/addresses/${id}`);
