import type { MerchantSettings, PolicyType } from '@dastarkhan/domain';

/** The four company/legal routes (spec §2) and the policy text each shows (spec §3). */
export type PolicyPageKind = 'about' | 'offerta' | 'privacy' | 'login-rules';

export const POLICY_PAGES: Record<
  PolicyPageKind,
  {
    type: PolicyType;
    switchOn: (settings: MerchantSettings) => boolean;
    title: 'pages.about' | 'pages.offerta' | 'pages.privacy' | 'pages.loginRules';
  }
> = {
  about: { type: 'ABOUT_COMPANY', switchOn: (s) => s.aboutMerchantActive, title: 'pages.about' },
  // Its own text once the merchant writes one (decision 026); until then the terms, as before.
  offerta: { type: 'PUBLIC_OFFER', switchOn: (s) => s.termsOfUseActive, title: 'pages.offerta' },
  privacy: { type: 'PRIVACY_POLICY', switchOn: (s) => s.privacyActive, title: 'pages.privacy' },
  // The login rules are the terms of use the customer accepts by logging in.
  'login-rules': { type: 'TERMS', switchOn: (s) => s.termsOfUseActive, title: 'pages.loginRules' },
};

/** Which policy page a path is: `/about`, `/offerta`, `/privacy`, `/login/rules` (trailing slash ok). */
export function policyPageOf(pathname: string): PolicyPageKind | null {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/login/rules')) return 'login-rules';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last === 'about' || last === 'offerta' || last === 'privacy' ? last : null;
}

/** The text a page falls back to while its own was never written (the offerta: the terms). */
export const FALLBACK_TYPE: Partial<Record<PolicyType, PolicyType>> = { PUBLIC_OFFER: 'TERMS' };
