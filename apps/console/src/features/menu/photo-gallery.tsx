import { useT } from '@dastarkhan/client';
import { MENU_LIMITS, MENU_PHOTO_MAX_BYTES } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import { uploadPhoto } from '../../app/media';
import { useApi } from '../../app/session';

/**
 * The product's photos in their order: the first is the main one the menu shows. Upload from
 * the phone's camera or the desktop's files; move a photo earlier or later, or remove it.
 */
export function PhotoGallery({
  photos,
  onChange,
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
}) {
  const { t, lang } = useT();
  const api = useApi();
  const inputId = useId();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setError(null);
    let next = photos;
    for (const file of Array.from(files).slice(0, MENU_LIMITS.gallery - photos.length)) {
      if (file.size > MENU_PHOTO_MAX_BYTES) {
        setError(t('menu.photoTooLarge', { name: file.name, maxMb: MENU_PHOTO_MAX_BYTES / 1024 / 1024 }));
        continue;
      }
      setUploading((n) => n + 1);
      const [problem, photo] = await uploadPhoto(api, file, lang, t('shell.errorTitle'));
      setUploading((n) => n - 1);
      if (problem !== null) setError(`${file.name}: ${problem}`);
      else if (photo && !next.includes(photo.url)) {
        next = [...next, photo.url];
        onChange(next);
      }
    }
  };

  const move = (from: number, to: number) => {
    const next = [...photos];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset className="menu-photos">
      <legend>{t('menu.photos')}</legend>
      <ol className="menu-photo-list">
        {photos.map((url, i) => (
          <li key={url} className="menu-photo">
            <img
              src={`${url}?w=160&h=160&q=70`}
              width={80}
              height={80}
              alt={t('menu.photoN', { n: i + 1 })}
            />
            {i === 0 && <span className="menu-photo-main">{t('menu.photoMain')}</span>}
            <div className="menu-photo-actions">
              <button
                type="button"
                className="icon-button"
                disabled={i === 0}
                aria-label={t('menu.photoEarlier', { n: i + 1 })}
                onClick={() => move(i, i - 1)}
              >
                ←
              </button>
              <button
                type="button"
                className="icon-button"
                disabled={i === photos.length - 1}
                aria-label={t('menu.photoLater', { n: i + 1 })}
                onClick={() => move(i, i + 1)}
              >
                →
              </button>
              <button
                type="button"
                className="icon-button danger"
                aria-label={t('menu.photoRemove', { n: i + 1 })}
                onClick={() => onChange(photos.filter((p) => p !== url))}
              >
                ×
              </button>
            </div>
          </li>
        ))}
        {uploading > 0 && (
          <li className="menu-photo">
            <div
              className="skeleton menu-photo-skeleton"
              role="status"
              aria-label={t('menu.photoUploading')}
            />
          </li>
        )}
      </ol>
      {photos.length < MENU_LIMITS.gallery && (
        <label htmlFor={inputId} className="button menu-photo-add">
          {t('menu.photoAdd')}
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      )}
      <p className="menu-hint">{t('menu.photoHint', { maxMb: MENU_PHOTO_MAX_BYTES / 1024 / 1024 })}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
