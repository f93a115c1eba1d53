import type { ApiClient } from '@dastarkhan/client';
import type { Deleted } from '@dastarkhan/domain';

/** `DELETE /users/v1/addresses/{id}`; placed orders keep their own copy of the address. */
export const deleteAddress = (api: ApiClient, id: number) => api.delete<Deleted>(`/users/v1/addresses/${id}`);
