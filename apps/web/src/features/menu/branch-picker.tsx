import { pickText } from '@dastarkhan/domain/client';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { COOKIE, setBrowserCookie } from '../../lib/cookies';
import { useTenant } from '../startup/tenant-context';
import { useToast } from '../toasts/toast-provider';

/**
 * City and branch of the menu. Choosing a branch (or "nearest", from the phone's location)
 * re-builds the menu from that branch's availability (spec §4).
 */
export function BranchPicker() {
  const { cities, branches, cityId, branchId, merchant } = useTenant();
  const { t, lang } = useT();
  const revalidator = useRevalidator();
  const toast = useToast();
  const cityBranches = branches.filter((b) => b.cityId === cityId);

  const choose = (name: string, value: string) => {
    setBrowserCookie(name, value);
    if (name === COOKIE.city) setBrowserCookie(COOKIE.branch, '');
    void revalidator.revalidate();
  };

  const nearest = () => {
    if (!('geolocation' in navigator)) {
      toast({ kind: 'error', text: t('geo.denied') });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        // Loaded on demand: most visitors never ask for the nearest branch.
        const { createApiClient } = await import('../../lib/api-client');
        const api = createApiClient({ fetch: window.fetch.bind(window), merchantId: merchant.id });
        const [error, branch] = await api.get<{ id: number; cityId: number }>(
          '/users/v1/local/branch/closest',
          {
            lat: position.coords.latitude,
            lon: position.coords.longitude,
          },
        );
        if (error || !branch) {
          toast({ kind: 'error', text: error?.message?.[lang] ?? t('msg.NO_BRANCHES') });
          return;
        }
        setBrowserCookie(COOKIE.city, String(branch.cityId));
        choose(COOKIE.branch, String(branch.id));
      },
      () => toast({ kind: 'error', text: t('geo.denied') }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="branch-picker">
      {cities.length > 1 && (
        <label>
          <span className="visually-hidden">{t('city.label')}</span>
          <select value={cityId ?? ''} onChange={(e) => choose(COOKIE.city, e.target.value)}>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {pickText(city.name, lang)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        <span className="visually-hidden">{t('branch.label')}</span>
        <select value={branchId ?? ''} onChange={(e) => choose(COOKIE.branch, e.target.value)}>
          <option value="">{t('branch.any')}</option>
          {cityBranches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {pickText(branch.name, lang)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="chip" onClick={nearest}>
        {t('branch.nearest')}
      </button>
    </div>
  );
}
