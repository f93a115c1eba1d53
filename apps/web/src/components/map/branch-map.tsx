import './maps.css';
import { useHydrated } from '../../lib/use-hydrated';
import { LeafletBranchMap } from './leaflet-map';
import type { AppLanguage, YandexLocale } from './maps-loader';
import { DEFAULT_MAP_LABELS, type LeafletBranchMapProps, type MapProvider } from './types';
import { YandexBranchMap } from './yandex-branch-map';

export interface BranchMapProps extends LeafletBranchMapProps {
  /** Merchant map provider (settings `mapType`, any case). Default YANDEX (spec §9). */
  provider?: MapProvider | Lowercase<MapProvider> | null;
  /** Merchant `yandexMapKey`. Yandex is used only with a provider of YANDEX/YANDEX_OWN and a key. */
  apiKey?: string | null;
  /** App language (uz/ru/eng) or a Yandex locale, for Yandex labels. Default ru_RU. */
  lang?: AppLanguage | YandexLocale;
  /** Yandex: load on mount (default) or when the map scrolls near the viewport. */
  initOnMount?: boolean;
  /** Yandex: give up and show Leaflet after this many ms. Default 10 000. */
  timeoutMs?: number;
}

export type ResolvedMapProvider = 'YANDEX' | 'LEAFLET';

/** Yandex only for a Yandex provider with a non-empty key; everything else draws with Leaflet. */
export function chooseMapProvider(
  provider: BranchMapProps['provider'],
  apiKey: string | null | undefined,
): ResolvedMapProvider {
  const p = (provider ?? 'YANDEX').toUpperCase();
  const hasKey = typeof apiKey === 'string' && apiKey.trim() !== '';
  return (p === 'YANDEX' || p === 'YANDEX_OWN') && hasKey ? 'YANDEX' : 'LEAFLET';
}

/**
 * The branch map: a fixed-ratio frame (no layout shift) that shows a skeleton on the server and
 * until hydration, then Yandex Maps or Leaflet. Every failure ends in a usable map or list.
 */
export function BranchMap({ provider, apiKey, lang, initOnMount, timeoutMs, ...common }: BranchMapProps) {
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <section
        className={['maps-frame', common.className].filter(Boolean).join(' ')}
        aria-label={common.ariaLabel}
        aria-busy
      >
        <div className="maps-skeleton">
          <span className="maps-visually-hidden">{common.labels?.loading ?? DEFAULT_MAP_LABELS.loading}</span>
        </div>
      </section>
    );
  }

  if (chooseMapProvider(provider, apiKey) === 'YANDEX') {
    return (
      <YandexBranchMap
        {...common}
        apiKey={apiKey ?? ''}
        {...(lang !== undefined && { lang })}
        {...(initOnMount !== undefined && { initOnMount })}
        {...(timeoutMs !== undefined && { timeoutMs })}
      />
    );
  }
  return <LeafletBranchMap {...common} />;
}
