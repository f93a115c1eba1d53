import { useT } from '@dastarkhan/client';
import { IMAGE_VIEWER_DEFAULTS } from '@dastarkhan/domain/client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useModalDialog } from './use-modal-dialog';

const { slideshowIntervalMs, zoomStep, minZoom, maxZoom, tooltipDelayMs } = IMAGE_VIEWER_DEFAULTS;

/** Zoom in steps of 0.1 within 0.01..100 (spec §9), kept to two decimals so steps stay exact. */
export function nextZoom(zoom: number, direction: 1 | -1) {
  const next = Math.round((zoom + direction * zoomStep) * 100) / 100;
  return Math.min(maxZoom, Math.max(minZoom, next));
}

/**
 * Full-screen photos (spec §9 viewer defaults): zoom buttons, arrows, a slideshow that plays
 * every 5 s until paused, Escape closes. Buttons carry their name as a tooltip (title), and
 * keyboard users see it too after the spec's 1 s.
 */
export default function ImageViewer({
  images,
  startIndex,
  name,
  onClose,
}: {
  images: string[];
  startIndex: number;
  name: string;
  onClose: (index: number) => void;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState(1);
  const several = images.length > 1;
  const [playing, setPlaying] = useState(several);
  const centre = useRef<{ x: number; y: number } | null>(null);

  const indexRef = useRef(index);
  indexRef.current = index;
  useModalDialog(
    ref,
    useCallback(() => onClose(indexRef.current), [onClose]),
  );

  useEffect(() => {
    if (!playing || !several) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), slideshowIntervalMs);
    return () => clearInterval(timer);
  }, [playing, several, images.length]);

  const go = (step: 1 | -1) => {
    setIndex((i) => (i + step + images.length) % images.length);
    setZoom(1);
  };
  const zoomBy = (direction: 1 | -1) => {
    const el = stage.current;
    // Remember the point in the middle of the view, so zooming keeps it there.
    if (el)
      centre.current = {
        x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
        y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
      };
    setPlaying(false);
    setZoom((z) => nextZoom(z, direction));
  };
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el || !centre.current || zoom === 0) return;
    el.scrollLeft = centre.current.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = centre.current.y * el.scrollHeight - el.clientHeight / 2;
    centre.current = null;
  }, [zoom]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => several && go(-1),
      ArrowRight: () => several && go(1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': () => setZoom(1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const button = (
    label: string,
    onClick: () => void,
    icon: string,
    extra?: { pressed?: boolean; disabled?: boolean },
  ) => (
    <button
      type="button"
      className="viewer-button"
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-pressed={extra?.pressed}
      disabled={extra?.disabled}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={icon} fill="currentColor" />
      </svg>
    </button>
  );

  return (
    <dialog
      ref={ref}
      className="viewer"
      aria-modal="true"
      aria-label={t('viewer.title', { name })}
      onKeyDown={onKeyDown}
      style={{ '--tip-delay': `${tooltipDelayMs}ms` } as React.CSSProperties}
    >
      <div className="viewer-toolbar">
        <span className="viewer-position" aria-live="polite">
          {several ? t('viewer.position', { index: index + 1, count: images.length }) : ''}
        </span>
        <span className="viewer-zoom">{Math.round(zoom * 100)}%</span>
        {button(t('viewer.zoomOut'), () => zoomBy(-1), 'M5 11h14v2H5z', { disabled: zoom <= minZoom })}
        {button(
          t('viewer.reset'),
          () => setZoom(1),
          'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
        )}
        {button(t('viewer.zoomIn'), () => zoomBy(1), 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z', {
          disabled: zoom >= maxZoom,
        })}
        {several &&
          (playing
            ? button(t('viewer.pause'), () => setPlaying(false), 'M7 5h4v14H7zm6 0h4v14h-4z')
            : button(t('viewer.play'), () => setPlaying(true), 'M8 5v14l11-7z'))}
        {button(
          t('viewer.close'),
          () => onClose(index),
          'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
        )}
      </div>
      <div ref={stage} className="viewer-stage">
        <img
          key={images[index]}
          className="viewer-image"
          src={`${images[index]}?w=1024&h=1024&q=82`}
          srcSet={`${images[index]}?w=1024&h=1024&q=82 1x, ${images[index]}?w=2048&h=2048&q=82 2x`}
          width={1024}
          height={1024}
          alt={
            several ? `${name} — ${t('viewer.position', { index: index + 1, count: images.length })}` : name
          }
          style={{ '--zoom': zoom } as React.CSSProperties}
          draggable={false}
        />
      </div>
      {several && (
        <>
          <div className="viewer-nav viewer-nav-prev">
            {button(t('viewer.prev'), () => go(-1), 'M15.4 5 8.4 12l7 7 1.4-1.4-5.6-5.6 5.6-5.6z')}
          </div>
          <div className="viewer-nav viewer-nav-next">
            {button(t('viewer.next'), () => go(1), 'M8.6 5 7.2 6.4l5.6 5.6-5.6 5.6L8.6 19l7-7z')}
          </div>
        </>
      )}
    </dialog>
  );
}
