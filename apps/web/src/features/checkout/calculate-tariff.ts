import type { ApiClient } from '@dastarkhan/client';
import type { TariffRequest, TariffResponse } from '@dastarkhan/domain';

/** `POST /deliveries/v1/delivery/tariff/client/calculate`: the delivery price, or 422 OUT_OF_SERVICE_ZONE. */
export const calculateTariff = (api: ApiClient, body: TariffRequest) =>
  api.post<TariffResponse>('/deliveries/v1/delivery/tariff/client/calculate', body);
