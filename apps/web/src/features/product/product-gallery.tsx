import { useT } from '@dastarkhan/client';
import { lazy, Suspense, useState } from 'react';
import { MediaImage } from '../../components/media-image';

// The full-screen viewer is rarely opened: its code loads on the first tap.
const ImageViewer = lazy(() => import('./image-viewer'));

/** The main photo's variants (IMAGE_VARIANTS) and shown width: the screen's below the two-column
 * layout (product.css), at most 560 px beside the details. */
const GALLERY_WIDTHS = [560, 768, 1120] as const;
const GALLERY_SIZES = '(max-width: 899px) 100vw, 560px';

/** The main photo large, thumbnails when there are several; a tap opens the full-screen viewer. */
export function ProductGallery({
  images,
  name,
  discount,
}: {
  images: string[];
  name: string;
  discount: number;
}) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const current = images[index] ?? null;

  return (
    <div className="gallery">
      <div className="gallery-main">
        {current ? (
          <button
            type="button"
            className="gallery-open"
            onClick={() => setViewing(true)}
            aria-label={t('product.photo', { index: index + 1, count: images.length })}
          >
            <MediaImage
              src={current}
              alt=""
              size={560}
              widths={GALLERY_WIDTHS}
              sizes={GALLERY_SIZES}
              priority
            />
            <span className="gallery-zoom-hint" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11zM9.5 7.5h2v2h2v2h-2v2h-2v-2h-2v-2h2z"
                  fill="currentColor"
                />
              </svg>
            </span>
          </button>
        ) : (
          <MediaImage src={null} alt="" size={560} />
        )}
        {/* Beside the button, not in it: its name stays "photo 1 of 3 — open full screen". */}
        {discount > 0 && (
          <span className="gallery-discount">{t('menu.discount', { percent: discount })}</span>
        )}
      </div>
      {images.length > 1 && (
        <div className="gallery-thumbs">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className="gallery-thumb"
              aria-pressed={i === index}
              aria-label={t('product.showPhoto', { index: i + 1 })}
              onClick={() => setIndex(i)}
            >
              <MediaImage src={src} alt="" size={64} />
            </button>
          ))}
        </div>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            startIndex={index}
            name={name}
            onClose={(last) => {
              setViewing(false);
              setIndex(last);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
