import { useT } from '@dastarkhan/client';
import type { useLocationSharing } from './use-location-sharing';

const clock = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Asia/Tashkent',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Asks before sharing, then says plainly that the position is being shared (and how to stop). */
export function LocationPanel({ sharing }: { sharing: ReturnType<typeof useLocationSharing> }) {
  const { t } = useT();
  const { state } = sharing;
  if (state.status === 'idle') return null;
  return (
    <section
      className={`location-panel location-${state.status}`}
      aria-labelledby="location-title"
      aria-live="polite"
    >
      <h2 id="location-title">{t('courier.location.title')}</h2>
      {state.status === 'ask' && (
        <>
          <p>{t('courier.location.explain')}</p>
          <button type="button" className="button button-primary courier-big" onClick={sharing.agree}>
            {t('courier.location.share')}
          </button>
        </>
      )}
      {state.status === 'starting' && <p>{t('courier.location.starting')}</p>}
      {state.status === 'sharing' && (
        <>
          <p>
            <span className="location-dot" aria-hidden="true" /> {t('courier.location.sharing')}
            {state.sentAt !== null && (
              <> · {t('courier.location.sentAt', { time: clock.format(state.sentAt) })}</>
            )}
          </p>
          <button type="button" className="button" onClick={sharing.stop}>
            {t('courier.location.stop')}
          </button>
        </>
      )}
      {state.status === 'denied' && <p role="alert">{t('courier.location.denied')}</p>}
      {state.status === 'unsupported' && <p role="alert">{t('courier.location.unsupported')}</p>}
    </section>
  );
}
