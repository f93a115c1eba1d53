import { useT } from '@dastarkhan/client';
import type { StaffMember } from '@dastarkhan/domain';
import { useEffect, useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { useApi } from '../../app/session';
import { useStaff } from '../../app/staff';
import { ScreenTitle } from '../../components/screen-title';
import { AddStaffForm } from './add-staff-form';
import { StaffRow } from './staff-row';
import './staff.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; members: StaffMember[] };

/** `/console/staff` (OWNER): who works here, in what role and where; add, change, remove. */
export function StaffPage() {
  const { t } = useT();
  const api = useApi();
  const me = useStaff();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once and on retry, not for a new language.
  useEffect(() => {
    void api
      .get<StaffMember[]>('/users/v1/operator/staff')
      .then(([error, members]) =>
        setState(error ? { status: 'error', text: error.text } : { status: 'ready', members }),
      );
  }, [attempt]);

  const update = (fn: (members: StaffMember[]) => StaffMember[]) =>
    setState((prev) => (prev.status === 'ready' ? { status: 'ready', members: fn(prev.members) } : prev));

  return (
    <div className="staff">
      <ScreenTitle title={t('staff.title')} suffix={useMerchantName()} />
      <div className="staff-layout">
        <section aria-labelledby="staff-list-title">
          <h2 id="staff-list-title">{t('staff.list')}</h2>
          {state.status === 'loading' && (
            <div className="staff-list" role="status" aria-busy="true">
              <span className="visually-hidden">{t('shell.loading')}</span>
              <div className="staff-row skeleton" />
              <div className="staff-row skeleton" />
            </div>
          )}
          {state.status === 'error' && (
            <div role="alert">
              <p>{state.text}</p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => setAttempt((n) => n + 1)}
              >
                {t('shell.retry')}
              </button>
            </div>
          )}
          {state.status === 'ready' && (
            <ul className="staff-list">
              {state.members.map((member) => (
                <StaffRow
                  key={member.id}
                  member={member}
                  me={me}
                  onChanged={(next) => update((all) => all.map((m) => (m.id === next.id ? next : m)))}
                  onRemoved={(id) => update((all) => all.filter((m) => m.id !== id))}
                />
              ))}
            </ul>
          )}
        </section>
        <AddStaffForm
          branches={me.branches}
          onAdded={(member) => update((all) => [...all.filter((m) => m.id !== member.id), member])}
        />
      </div>
    </div>
  );
}
