import type { Zone } from '@dastarkhan/domain';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/session/use-session';

/**
 * The tenant's delivery zones of a city (`GET /api/deliveries/v1/zones`), for the delivery map:
 * an address outside them shows before it is chosen. Empty while loading or when the call fails
 * (the tariff call still decides at checkout).
 */
export function useDeliveryZones(cityId: number | null): Zone[] {
  const { api } = useApi();
  const [zones, setZones] = useState<Zone[]>([]);
  useEffect(() => {
    let live = true;
    void api.get<Zone[]>('/deliveries/v1/zones', cityId ? { cityId } : {}).then(([error, data]) => {
      if (live && !error) setZones(data);
    });
    return () => {
      live = false;
    };
  }, [api, cityId]);
  return zones;
}
