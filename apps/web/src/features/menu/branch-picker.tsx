import { useT, useToast } from '@dastarkhan/client';
import type { Multilingual } from '@dastarkhan/domain';
import { MERCHANT_HEADER, pickText } from '@dastarkhan/domain/client';
import { useRevalidator } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { COOKIE, setBrowserCookie } from '../../lib/cookies';

/**
 * City and branch of the menu. Choosing a branch (or "nearest", from the phone's location)
 * re-builds the menu from that branch's availability (spec §4). One row that fits any width: the
 * selects share it and cut long names with an ellipsis (a tap opens the full list).
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
        const { latitude, longitude } = position.coords;
        // A plain fetch: the API client is not worth its bytes on the menu's first load.
        type Answer = { data?: { id: number; cityId: number }; error?: { message?: Multilingual } };
        const body = await fetch(`/api/users/v1/local/branch/closest?lat=${latitude}&lon=${longitude}`, {
          headers: { [MERCHANT_HEADER]: String(merchant.id) },
        })
          .then((res) => res.json() as Promise<Answer>)
          .catch(() => null);
        const branch = body?.data;
        if (!branch) {
          toast({ kind: 'error', text: body?.error?.message?.[lang] ?? t('msg.NO_BRANCHES') });
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
        <label className="city-picker">
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
      {/* An icon on a phone, so the row never runs off a 360 px screen; the words stay for screen readers. */}
      <button type="button" className="chip branch-nearest" onClick={nearest}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 3h-2.1A7 7 0 0 0 13 5.1V3h-2v2.1A7 7 0 0 0 5.1 11H3v2h2.1a7 7 0 0 0 5.9 5.9V21h2v-2.1a7 7 0 0 0 5.9-5.9H21zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10z"
          />
        </svg>
        <span className="branch-nearest-text">{t('branch.nearest')}</span>
      </button>
    </div>
  );
}
