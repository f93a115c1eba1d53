import { useT } from '@dastarkhan/client';
import { useEffect, useId, useRef, useState } from 'react';
import { tashkentTimeToIso } from './stop-time';
import type { Target, Until } from './use-stop-list';

type Choice = 'END_OF_DAY' | 'TIME' | 'BACK';

/** Turning something off asks for how long: the end of the day, a time, or until turned back. */
export function StopDialog({
  target,
  onClose,
  onStop,
}: {
  target: { target: Target; name: string } | null;
  onClose: () => void;
  onStop: (until: Until) => void;
}) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const timeId = useId();
  const [choice, setChoice] = useState<Choice>('END_OF_DAY');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (target && !element.open) {
      setChoice('END_OF_DAY');
      setTime('');
      setError(null);
      element.showModal();
    }
    if (!target && element.open) element.close();
  }, [target]);

  const confirm = () => {
    if (choice === 'END_OF_DAY') return onStop('END_OF_DAY');
    if (choice === 'BACK') return onStop(null);
    const iso = tashkentTimeToIso(time, new Date());
    if (!iso) return setError(t('stopList.timeRequired'));
    onStop(iso);
  };

  const options: Array<[Choice, string]> = [
    ['END_OF_DAY', t('stopList.untilEndOfDay')],
    ['TIME', t('stopList.untilChosenTime')],
    ['BACK', t('stopList.untilBack')],
  ];
  return (
    <dialog ref={dialog} className="stop-dialog" aria-labelledby="stop-dialog-title" onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <h2 id="stop-dialog-title">{t('stopList.stopTitle', { name: target?.name ?? '' })}</h2>
        <fieldset className="stop-choices">
          <legend>{t('stopList.howLong')}</legend>
          {options.map(([value, label]) => (
            <label key={value} className="stop-choice">
              <input
                type="radio"
                name="stop-until"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {choice === 'TIME' && (
          <div className="form-field">
            <label htmlFor={timeId}>{t('stopList.time')}</label>
            <input
              id={timeId}
              type="time"
              value={time}
              onChange={(e) => {
                setTime(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
            />
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="stop-dialog-actions">
          <button type="submit" className="button stop-confirm">
            {t('stopList.stopConfirm')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('stopList.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
