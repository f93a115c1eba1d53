import { useT } from '@dastarkhan/client';
import { useState } from 'react';
import { useTenant } from '../../app/startup/tenant-context';
import { type FoundPlace, SEARCH_MIN_LETTERS, useAddressSearch } from './use-address-search';
import '../../app/session/account.css';

/**
 * "Find an address" above the map: typed words give suggestions from the server's geocoder;
 * choosing one moves the pin there. When the search is off or unreachable it says so and the
 * pin stays the way to choose (issue 19, decision 051).
 */
export function AddressSearch({ id, onPick }: { id: string; onPick: (place: FoundPlace) => void }) {
  const { t } = useT();
  const { cityId } = useTenant();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const state = useAddressSearch(picked === query ? '' : query, cityId);
  const listId = `${id}-list`;
  const statusId = `${id}-status`;

  const status =
    state.kind === 'unavailable'
      ? t('addresses.searchUnavailable')
      : state.kind === 'searching'
        ? t('addresses.searching')
        : state.kind === 'found'
          ? state.places.length > 0
            ? t('addresses.searchFound', { count: state.places.length })
            : t('addresses.searchNothing')
          : null;

  return (
    <div className="form-field addr-search">
      <label htmlFor={id} className="addr-label">
        {t('addresses.search')}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        maxLength={120}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('addresses.searchPlaceholder')}
        aria-describedby={statusId}
        aria-controls={state.kind === 'found' ? listId : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setPicked(null);
        }}
        onKeyDown={(event) => {
          // Enter would submit the address form; here it picks the first suggestion.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (state.kind === 'found' && state.places[0]) choose(state.places[0]);
        }}
      />
      <p
        id={statusId}
        className={`addr-search-status${state.kind === 'unavailable' ? ' is-unavailable' : ''}`}
        aria-live="polite"
      >
        {status ??
          (query.trim().length > 0 && query.trim().length < SEARCH_MIN_LETTERS
            ? t('addresses.searchMore')
            : '')}
      </p>
      {state.kind === 'found' && state.places.length > 0 && (
        <ul id={listId} className="addr-search-list">
          {state.places.map((place) => (
            <li key={`${place.latitude},${place.longitude},${place.name}`}>
              <button type="button" className="addr-search-option" onClick={() => choose(place)}>
                <span className="addr-search-name">{place.name}</span>
                {place.detail && <span className="addr-search-detail">{place.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  function choose(place: FoundPlace) {
    setQuery(place.name);
    setPicked(place.name);
    onPick(place);
  }
}
