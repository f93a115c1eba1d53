import type { Session } from '@dastarkhan/client';
import type { StaffMe } from '@dastarkhan/domain';
import type { ConsoleApi, ConsoleApiError } from '../../app/session';

export type SignInResult =
  | { kind: 'staff'; session: Session; staff: StaffMe }
  | { kind: 'not-staff' }
  | { kind: 'error'; error: ConsoleApiError };

/**
 * The customers' code check, then "am I staff here?" with the new token. A phone that is not
 * staff of this tenant (403) keeps no session: its token is revoked at once.
 */
export async function signIn(
  api: ConsoleApi,
  merchantId: number,
  phone: string,
  code: string,
): Promise<SignInResult> {
  const [error, verified] = await api.post<Pick<Session, 'token' | 'user'>>('/users/v1/auth/otp/verify', {
    phone,
    code,
  });
  if (error) return { kind: 'error', error };
  const authed = api.withToken(verified.token);
  const [meError, staff] = await authed.get<StaffMe>('/users/v1/operator/me');
  if (meError) {
    await authed.post('/users/v1/users/logout', {});
    return meError.status === 403 ? { kind: 'not-staff' } : { kind: 'error', error: meError };
  }
  return { kind: 'staff', session: { merchantId, token: verified.token, user: verified.user }, staff };
}
