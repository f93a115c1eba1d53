import { formatTashkentTime, useT, useToast } from '@dastarkhan/client';
import { type BranchControls, PAUSE_MINUTE_PRESETS, type ServiceType } from '@dastarkhan/domain';
import { SERVICE_TYPE_LABELS } from '@dastarkhan/domain/client';
import { useId, useState } from 'react';
import { useStaff } from '../../app/staff';
import { countdown, liveBusyOf, livePauseOf } from './controls-state';
import type { useBranchControls } from './use-branch-controls';

const PAUSABLE: readonly ServiceType[] = ['DELIVERY', 'PICK_UP', 'DINE_IN'];
const BUSY_EXTRA = [10, 20, 30] as const;
const BUSY_FOR = [30, 60, 120] as const;

type Controls = ReturnType<typeof useBranchControls>;

/** Every branch of mine with its state and its controls; route-less, shown in the button's dialog. */
export function StoreControlsPanel({ controls, now }: { controls: Controls; now: number }) {
  const { t } = useT();
  const { state, reload } = controls;
  if (state.status === 'loading') return <div className="skeleton sc-skeleton" aria-hidden="true" />;
  if (state.status === 'error') {
    return (
      <div className="sc-error">
        <p role="alert">{state.error.status === 404 ? t('storeControls.unavailable') : state.error.text}</p>
        <button type="button" className="button button-primary" onClick={reload}>
          {t('shell.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="sc-list">
      {state.list.map((branch) => (
        <BranchCard key={branch.branchId} branch={branch} controls={controls} now={now} />
      ))}
    </div>
  );
}

function BranchCard({ branch, controls, now }: { branch: BranchControls; controls: Controls; now: number }) {
  const { t, tx } = useT();
  const toast = useToast();
  const staff = useStaff();
  const headingId = useId();
  const [types, setTypes] = useState<ServiceType[]>([]);
  const [reason, setReason] = useState('');
  const [extra, setExtra] = useState<number>(BUSY_EXTRA[1]);
  const [busy, setBusy] = useState(false);
  const name = tx(staff.branches.find((b) => b.id === branch.branchId)?.name) || `#${branch.branchId}`;
  const pause = livePauseOf(branch, now);
  const busyMode = liveBusyOf(branch, now);

  const run = async (call: () => Promise<{ text: string } | null>) => {
    setBusy(true);
    const error = await call();
    setBusy(false);
    toast(error ? { kind: 'error', text: error.text } : { kind: 'success', text: t('storeControls.saved') });
  };
  const doPause = (minutes: number, untilNextOpen = false) =>
    run(() =>
      controls.pause(branch.branchId, {
        minutes,
        untilNextOpen,
        reason: reason.trim() || null,
        serviceTypes: types.length > 0 ? types : null,
      }),
    );
  const toggleType = (type: ServiceType) =>
    setTypes((prev) => (prev.includes(type) ? prev.filter((t) => t !== type) : [...prev, type]));

  const typesText = pause?.serviceTypes?.map((type) => tx(SERVICE_TYPE_LABELS[type])).join(', ');
  return (
    <section
      className={pause ? 'sc-card sc-card-paused' : 'sc-card'}
      aria-labelledby={headingId}
      aria-busy={busy}
    >
      <h3 id={headingId}>{name}</h3>
      <div className="sc-status" role="status">
        {pause ? (
          <>
            <strong>
              {typesText
                ? t('storeControls.statusPausedTypes', {
                    types: typesText,
                    time: formatTashkentTime(pause.until),
                  })
                : t('storeControls.statusPaused', { time: formatTashkentTime(pause.until) })}
            </strong>
            <span className="sc-countdown">
              {t('storeControls.remaining', { left: countdown(pause.until, now) })}
            </span>
            {pause.reason && <span>{t('storeControls.reasonShown', { reason: pause.reason })}</span>}
          </>
        ) : (
          <strong>{t('storeControls.statusOpen')}</strong>
        )}
        {busyMode && (
          <span className="sc-busy-line">
            {t('storeControls.busyOn', {
              extra: busyMode.extraMinutes,
              time: formatTashkentTime(busyMode.until),
            })}{' '}
            · {countdown(busyMode.until, now)}
          </span>
        )}
      </div>

      {pause && (
        <button
          type="button"
          className="button button-primary sc-resume"
          disabled={busy}
          onClick={() => void doPause(0)}
        >
          {t('storeControls.resume')}
        </button>
      )}

      <fieldset className="sc-group">
        <legend>{t('storeControls.what')}</legend>
        <button
          type="button"
          className="sc-choice"
          aria-pressed={types.length === 0}
          onClick={() => setTypes([])}
        >
          {t('storeControls.wholeBranch')}
        </button>
        {PAUSABLE.map((type) => (
          <button
            key={type}
            type="button"
            className="sc-choice"
            aria-pressed={types.includes(type)}
            onClick={() => toggleType(type)}
          >
            {tx(SERVICE_TYPE_LABELS[type])}
          </button>
        ))}
      </fieldset>
      <label className="form-field sc-reason">
        {t('storeControls.reason')}
        <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
      </label>
      <fieldset className="sc-group">
        <legend>{t('storeControls.pause')}</legend>
        {PAUSE_MINUTE_PRESETS.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="button sc-pause"
            disabled={busy}
            onClick={() => void doPause(minutes)}
          >
            {t('storeControls.minutes', { minutes })}
          </button>
        ))}
        <button
          type="button"
          className="button sc-pause"
          disabled={busy}
          onClick={() => void doPause(0, true)}
        >
          {t('storeControls.untilNextOpen')}
        </button>
      </fieldset>

      <fieldset className="sc-group">
        <legend>{t('storeControls.busy')}</legend>
        <fieldset className="sc-row sc-sub">
          <legend className="visually-hidden">{t('storeControls.busyExtra')}</legend>
          {BUSY_EXTRA.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className="sc-choice"
              aria-pressed={extra === minutes}
              onClick={() => setExtra(minutes)}
            >
              {t('storeControls.extra', { minutes })}
            </button>
          ))}
        </fieldset>
        <fieldset className="sc-row sc-sub">
          <legend className="visually-hidden">{t('storeControls.busyFor')}</legend>
          {BUSY_FOR.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void run(() => controls.busy(branch.branchId, { extraMinutes: extra, minutes }))}
            >
              {t('storeControls.minutes', { minutes })}
            </button>
          ))}
        </fieldset>
        {busyMode && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => controls.busy(branch.branchId, { extraMinutes: 0, minutes: 0 }))}
          >
            {t('storeControls.busyStop')}
          </button>
        )}
      </fieldset>
    </section>
  );
}
