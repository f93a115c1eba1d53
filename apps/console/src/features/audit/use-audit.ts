import type { AuditEntity, AuditPage } from '@dastarkhan/domain';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/session';

export type AuditState =
  | { status: 'loading'; previous: AuditPage | null }
  | { status: 'error'; text: string }
  | { status: 'ready'; page: AuditPage };

export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit log, newest first; the previous page stays on screen while the next loads. */
export function useAudit(entity: AuditEntity | '', page: number, attempt: number) {
  const api = useApi();
  const [state, setState] = useState<AuditState>({ status: 'loading', previous: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded for a filter, a page or a retry only.
  useEffect(() => {
    let live = true;
    setState((prev) => ({ status: 'loading', previous: prev.status === 'ready' ? prev.page : null }));
    void api
      .get<AuditPage>('/users/v1/operator/audit', { entity, page, size: AUDIT_PAGE_SIZE })
      .then(([error, data]) => {
        if (live) setState(error ? { status: 'error', text: error.text } : { status: 'ready', page: data! });
      });
    return () => {
      live = false;
    };
  }, [entity, page, attempt]);

  return state;
}
