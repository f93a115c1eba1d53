/**
 * A product image through the media proxy (spec §9) at the size it is shown, with a 2× source
 * for sharp phones; width/height always set, so nothing moves when it arrives.
 */
export function MediaImage({
  src,
  alt,
  size,
  priority = false,
  className,
}: {
  src: string | null;
  alt: string;
  size: number;
  priority?: boolean;
  className?: string;
}) {
  if (!src)
    return (
      <span className={`media-image media-image-empty ${className ?? ''}`} style={{ aspectRatio: '1' }} />
    );
  const at = (scale: number) => `${src}?w=${size * scale}&h=${size * scale}&q=78`;
  return (
    <img
      className={`media-image ${className ?? ''}`}
      src={at(1)}
      srcSet={`${at(1)} 1x, ${at(2)} 2x`}
      width={size}
      height={size}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
