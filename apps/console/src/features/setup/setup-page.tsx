import { useT, useToast } from '@dastarkhan/client';
import type { SetupStatus, SetupStep } from '@dastarkhan/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';
import { BranchForm, BrandingForm, DishForm } from './step-forms';
import { useSetup } from './use-setup';
import './setup.css';

/** Where each step is done in full: screens of their own (issue 17), linked from here. */
const SCREEN: Record<
  SetupStep,
  {
    to: string;
    label: 'setup.open.settings' | 'setup.open.branches' | 'setup.open.menu' | 'setup.open.payments';
  }
> = {
  branding: { to: '/settings', label: 'setup.open.settings' },
  branch: { to: '/branches', label: 'setup.open.branches' },
  menu: { to: '/menu', label: 'setup.open.menu' },
  payment: { to: '/settings', label: 'setup.open.payments' },
};

/** `/console/setup` (OWNER): the go-live checklist of a new restaurant, with small forms for its first steps. */
export function SetupPage() {
  const { t } = useT();
  const { state, send, retry } = useSetup();
  return (
    <div className="setup">
      <ScreenTitle title={t('setup.title')} suffix={useMerchantName()} />
      {state.status === 'loading' && (
        <div className="setup-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert" className="setup-error">
          <p>{state.text}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && <Checklist setup={state.setup} send={send} />}
    </div>
  );
}

function Checklist({ setup, send }: { setup: SetupStatus; send: ReturnType<typeof useSetup>['send'] }) {
  const { t } = useT();
  const done = setup.steps.filter((s) => s.done).length;
  const inline: Partial<Record<SetupStep, ReactNode>> = {
    branding: <BrandingForm color={setup.color} send={send} />,
    branch: <BranchForm branch={setup.branch} send={send} />,
    menu: <DishForm send={send} />,
  };
  return (
    <>
      {!setup.live && <p className="setup-lead">{t('setup.lead')}</p>}
      <p className="setup-progress" aria-live="polite">
        <span className="setup-bar" aria-hidden="true">
          <span style={{ width: `${(done / setup.steps.length) * 100}%` }} />
        </span>
        {t('setup.progress', { done, total: setup.steps.length })}
      </p>
      <ol className="setup-steps">
        {setup.steps.map(({ step, done }, index) => (
          <li
            key={step}
            className={`setup-step ${done ? 'is-done' : 'is-todo'}`}
            aria-labelledby={`setup-${step}`}
          >
            <span className="setup-mark" aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <div className="setup-body">
              <div className="setup-head">
                <h2 id={`setup-${step}`}>{t(`setup.step.${step}`)}</h2>
                <span className="setup-state">{done ? t('setup.done') : t('setup.todo')}</span>
              </div>
              <p className="setup-text">{t(`setup.step.${step}.text`)}</p>
              {/* Once live, the full screens do the editing: the checklist only reports. */}
              {!setup.live && inline[step]}
              <Link className="button setup-link" to={SCREEN[step].to}>
                {t(SCREEN[step].label)}
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <GoLive setup={setup} send={send} />
    </>
  );
}

function GoLive({ setup, send }: { setup: SetupStatus; send: ReturnType<typeof useSetup>['send'] }) {
  const { t } = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (setup.live) {
    return (
      <section className="setup-live" aria-labelledby="setup-live-title">
        <h2 id="setup-live-title">{t('setup.liveTitle')}</h2>
        <div className="setup-live-actions">
          <a className="button button-primary" href="/" target="_blank" rel="noopener">
            {t('setup.openStorefront')}
          </a>
          <Link className="button" to="/orders">
            {t('setup.openBoard')}
          </Link>
        </div>
      </section>
    );
  }
  async function goLive() {
    setBusy(true);
    setError(null);
    const failure = await send('post', '/go-live', {});
    setBusy(false);
    if (failure) setError(failure.text);
    else toast({ kind: 'success', text: t('setup.liveTitle') });
  }
  return (
    <section className="setup-go" aria-labelledby="setup-go-title">
      <h2 id="setup-go-title">{t('setup.goLiveTitle')}</h2>
      <p>{t('setup.goLiveText')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button-primary setup-go-button"
        disabled={busy}
        onClick={() => void goLive()}
      >
        {t('setup.goLive')}
      </button>
    </section>
  );
}
