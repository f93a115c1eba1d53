import { DEMO_STAFF_PHONES } from '@dastarkhan/db';
import { formatPhone } from '@dastarkhan/domain';

/**
 * What the start-up's last log line lists under "Dastarkhan on http://localhost:PORT" (decision
 * 052): where the storefront, the other tenants, the console and the API docs are, and in demo
 * mode who to sign in as and where the login codes show.
 */
export function startupNotes(mode: 'demo' | 'production', port: number): string[] {
  const base = `http://localhost:${port}`;
  const notes = [`storefront   ${base}/`, `console      ${base}/console/`, `API docs     ${base}/api/docs`];
  if (mode !== 'demo') return notes;
  const staff = Object.entries(DEMO_STAFF_PHONES).map(
    ([tenant, people]) =>
      `${`staff ${tenant}`.padEnd(13)}${people.map(({ phone, role }) => `${role.toLowerCase()} ${formatPhone(phone)}`).join(', ')}`,
  );
  return [
    `storefront   ${base}/ (tenant demo), http://lavash.localhost:${port}/, ${base}/?vendor=bigmenu`,
    `console      ${base}/console/?vendor=demo, http://lavash.localhost:${port}/console/`,
    `API docs     ${base}/api/docs`,
    ...staff,
    'sign in with any Uzbek number: the code shows in this log as "Login code for +998 …"',
  ];
}
