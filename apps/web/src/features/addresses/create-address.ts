import type { ApiClient } from '@dastarkhan/client';
import type { Address } from '@dastarkhan/domain';
import type { AddressBody } from './address-draft';

/** `POST /users/v1/addresses` → the saved address (201). */
export const createAddress = (api: ApiClient, body: AddressBody) =>
  api.post<Address>('/users/v1/addresses', body);
