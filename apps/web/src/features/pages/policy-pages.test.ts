import { defaultMerchantSettings } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { FALLBACK_TYPE, POLICY_PAGES, policyPageOf } from './policy-pages';

describe('policyPageOf', () => {
  it.each([
    ['/about', 'about'],
    ['/offerta', 'offerta'],
    ['/privacy/', 'privacy'],
    ['/login/rules', 'login-rules'],
    ['/login', null],
    ['/branches', null],
  ])('reads %s as %s', (path, kind) => {
    expect(policyPageOf(path)).toBe(kind);
  });
});

describe('POLICY_PAGES', () => {
  it('shows the public offer (the terms until one is written), the terms on the login rules, and the matching text elsewhere', () => {
    expect(POLICY_PAGES.about.type).toBe('ABOUT_COMPANY');
    expect(POLICY_PAGES.offerta.type).toBe('PUBLIC_OFFER');
    expect(FALLBACK_TYPE.PUBLIC_OFFER).toBe('TERMS');
    expect(POLICY_PAGES['login-rules'].type).toBe('TERMS');
    expect(POLICY_PAGES.privacy.type).toBe('PRIVACY_POLICY');
  });

  it('closes each page with its own tenant switch', () => {
    const off = {
      ...defaultMerchantSettings(1),
      aboutMerchantActive: false,
      termsOfUseActive: false,
      privacyActive: true,
    };
    expect(POLICY_PAGES.about.switchOn(off)).toBe(false);
    expect(POLICY_PAGES.offerta.switchOn(off)).toBe(false);
    expect(POLICY_PAGES['login-rules'].switchOn(off)).toBe(false);
    expect(POLICY_PAGES.privacy.switchOn(off)).toBe(true);
  });
});
