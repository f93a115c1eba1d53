import { formatTashkentTime, useT } from '@dastarkhan/client';
import { staffCan } from '@dastarkhan/domain';
import { useEffect, useRef, useState } from 'react';
import { useStaff } from '../../app/staff';
import { useNow } from '../../lib/use-now';
import { buttonState } from './controls-state';
import { StoreControlsPanel } from './store-controls-panel';
import { useBranchControls } from './use-branch-controls';
import './store-controls.css';

/**
 * The board's toolbar button: what my branches are doing at a glance (red "Paused until 14:30"
 * while any is paused), and the controls in a dialog. Nothing for a role without store controls.
 */
export function StoreControlsButton() {
  const staff = useStaff();
  return staffCan(staff.role, 'store.controls') ? <ControlsButton /> : null;
}

function ControlsButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const controls = useBranchControls(true);
  const now = useNow(open ? 1000 : 15_000);
  const state = controls.state.status === 'ready' ? buttonState(controls.state.list, now) : null;
  const label = !state
    ? t('storeControls.title')
    : state.kind === 'paused'
      ? t(state.partial ? 'storeControls.somePaused' : 'storeControls.pausedUntil', {
          time: formatTashkentTime(state.until),
        })
      : state.kind === 'busy'
        ? t('storeControls.busyUntil', { extra: state.extraMinutes, time: formatTashkentTime(state.until) })
        : t('storeControls.open');
  return (
    <>
      <button
        type="button"
        className={`sc-button sc-${state?.kind ?? 'loading'}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="sc-dot" aria-hidden="true" />
        {label}
      </button>
      {open && (
        <ControlsDialog onClose={() => setOpen(false)}>
          <StoreControlsPanel controls={controls} now={now} />
        </ControlsDialog>
      )}
    </>
  );
}

function ControlsDialog({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (!node.open) node.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    node.addEventListener('cancel', cancel);
    return () => {
      node.removeEventListener('cancel', cancel);
      if (node.open) node.close();
    };
  }, []);
  return (
    <dialog ref={ref} className="sc-dialog" aria-labelledby="sc-title">
      <div className="sc-bar">
        <h2 id="sc-title">{t('storeControls.title')}</h2>
        <button
          type="button"
          className="sc-close"
          aria-label={t('storeControls.close')}
          onClick={() => onCloseRef.current()}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="sc-scroll">{children}</div>
    </dialog>
  );
}
