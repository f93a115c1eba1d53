import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import type { User } from '@dastarkhan/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { sessionStore } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';
import { UserAvatar } from './user-avatar';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Photo change or delete (spec §2). Checked here for a quick answer, and again by the server. */
export function PhotoEditor({ user }: { user: User }) {
  const { t, lang } = useT();
  const { authed } = useApi();
  const toast = useToast();
  const rulesId = useId();
  const [busy, setBusy] = useState(false);

  async function run(call: Parameters<typeof authed<User>>[0]) {
    setBusy(true);
    const [error, saved] = await authed<User>(call);
    setBusy(false);
    if (error || !saved) {
      if (error?.status !== 401)
        toast({
          kind: 'error',
          text: apiErrorText(error, lang, t('account.failed')),
        });
      return;
    }
    sessionStore.updateUser(saved);
    toast({ kind: 'success', text: t('msg.DATA_UPDATED') });
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return toast({ kind: 'error', text: t('msg.IMAGE_INVALID') });
    if (file.size > MAX_BYTES) return toast({ kind: 'error', text: t('msg.IMAGE_TOO_LARGE', { maxMb: 5 }) });
    void run((api) => api.upload('/users/v1/users/photo', file));
  }

  return (
    <div className="account-card profile-photo-row">
      <UserAvatar user={user} size={88} />
      <div className="profile-photo-actions">
        <label className="button file-button" aria-disabled={busy || undefined}>
          {t('account.changePhoto')}
          <input
            type="file"
            accept={TYPES.join(',')}
            onChange={choose}
            disabled={busy}
            aria-describedby={rulesId}
          />
        </label>
        {user.image && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run((api) => api.delete('/users/v1/users/photo'))}
          >
            {t('account.deletePhoto')}
          </button>
        )}
        <small id={rulesId} className="login-lead">
          {t('account.photoRules')}
        </small>
      </div>
    </div>
  );
}
