import type { ApiClient } from '../../lib/api-client';

/** `DELETE /users/v1/addresses/{id}`; placed orders keep their own copy of the address. */
export const deleteAddress = (api: ApiClient, id: number) =>
  api.delete<{ deleted: true }>(`/users/v1/addresses/${id}`);
