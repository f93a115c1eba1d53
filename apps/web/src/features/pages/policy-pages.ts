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
  offerta: { type: 'TERMS', switchOn: (s) => s.termsOfUseActive, title: 'pages.offerta' },
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

/** Paragraphs are separated by blank lines; single line breaks stay inside a paragraph. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
