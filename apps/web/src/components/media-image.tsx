/**
 * webp quality: at 2× density 72 is indistinguishable from 78 on a phone and ~15 % lighter.
 * The server encodes only the variants of IMAGE_VARIANTS (@dastarkhan/domain): a new `size`
 * (or height) needs its line there, at 1× and 2×.
 */
const QUALITY = 72;

/**
 * A product image through the media proxy (spec §9) at the size it is shown, with a 2× source
 * for sharp phones; width/height always set, so nothing moves when it arrives. `height` crops to
 * the frame's shape (a 16:10 card needs no square photo: 40 % fewer bytes). `priority` marks the
 * one image that is the largest paint of the first screen: fetched first and preloaded by React.
 */
export function MediaImage({
  src,
  alt,
  size,
  height = size,
  priority = false,
  eager = priority,
  widths,
  sizes,
  yieldToPriority = false,
  className,
}: {
  src: string | null;
  alt: string;
  size: number;
  height?: number;
  priority?: boolean;
  /** Above the fold but not the largest paint: loads at once, at normal priority. */
  eager?: boolean;
  /**
   * Widths (each a variant of the same shape) offered by width for an image whose shown width
   * follows the screen: the browser takes the one `sizes` × its density needs, not always 2×.
   */
  widths?: readonly number[];
  /** The shown width (the `sizes` attribute); only with `widths`. */
  sizes?: string;
  /**
   * Beside the largest paint on the first screen but not it: `fetchpriority="low"`, so it does not
   * share the pipe with that photo (Chrome raises a laid-out image in the viewport to high).
   */
  yieldToPriority?: boolean;
  className?: string;
}) {
  if (!src)
    return (
      <span className={`media-image media-image-empty ${className ?? ''}`} style={{ aspectRatio: '1' }} />
    );
  const at = (scale: number) =>
    `${src}?w=${Math.round(size * scale)}&h=${Math.round(height * scale)}&q=${QUALITY}`;
  const srcSet =
    widths && sizes ? widths.map((w) => `${at(w / size)} ${w}w`).join(', ') : `${at(1)} 1x, ${at(2)} 2x`;
  return (
    <img
      className={`media-image ${className ?? ''}`}
      src={at(1)}
      srcSet={srcSet}
      sizes={widths && sizes ? sizes : undefined}
      width={size}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : yieldToPriority ? 'low' : 'auto'}
      // Element Timing: the hydration code waits for this photo's entry (lib/defer-hydration).
      {...(priority ? { elementtiming: 'largest-paint' } : {})}
    />
  );
}
