import { useT } from '@dastarkhan/client';
import { MENU_PHOTO_MAX_BYTES } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import { uploadPhoto } from '../../app/media';
import { useApi } from '../../app/session';

/**
 * The logo or the favicon: what is set now, a button that uploads a picked JPEG/PNG/WebP (the
 * server decodes and stores it; the address is saved with the section), and one that removes it.
 */
export function MediaPicker({
  label,
  value,
  onChange,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
}) {
  const { t, lang } = useT();
  const api = useApi();
  const inputId = useId();
  const errorId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MENU_PHOTO_MAX_BYTES) {
      setError(t('settings.imageTooLarge', { maxMb: MENU_PHOTO_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setUploading(true);
    const [problem, photo] = await uploadPhoto(api, file, lang, t('shell.errorTitle'));
    setUploading(false);
    if (problem !== null) setError(problem);
    else if (photo) onChange(photo.url);
  };

  return (
    <div className="form-field">
      <span className="settings-media-label">{label}</span>
      <div className="settings-media">
        {value ? (
          <img src={value} alt={label} width={56} height={56} />
        ) : (
          <span className="settings-media-empty">{t('settings.noImage')}</span>
        )}
        <label htmlFor={inputId} className="button" aria-busy={uploading}>
          {uploading
            ? t('settings.uploading')
            : value
              ? t('settings.replaceImage')
              : t('settings.uploadImage')}
          <span className="visually-hidden">: {label}</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          aria-describedby={error ? `${describedBy} ${errorId}` : describedBy}
          disabled={uploading}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {value && (
          <button type="button" className="button" onClick={() => onChange('')}>
            {t('settings.removeImage')}
            <span className="visually-hidden">: {label}</span>
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
