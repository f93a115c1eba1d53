import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, SecretUnreadableError, sealSecret } from './secrets.js';

const key = randomBytes(32);

describe('sealed secrets (AES-256-GCM)', () => {
  it('open to what was sealed, in a versioned form that never contains the value', () => {
    const sealed = sealSecret(key, 'Payme#Key&Secret?2024-Ёж');
    expect(sealed).toMatch(/^sealed:v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('Payme');
    expect(isSealed(sealed)).toBe(true);
    expect(openSecret(key, sealed)).toBe('Payme#Key&Secret?2024-Ёж');
  });

  it('seal the same value differently each time (a fresh IV)', () => {
    expect(sealSecret(key, 'same')).not.toBe(sealSecret(key, 'same'));
  });

  it('refuse a value sealed with another key, or changed by a single character', () => {
    const sealed = sealSecret(key, 'secret-value');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow(SecretUnreadableError);
    const body = sealed.slice(-6, -3);
    const flipped = sealed.slice(0, -6) + (body === 'AAA' ? 'BBB' : 'AAA') + sealed.slice(-3);
    expect(() => openSecret(key, flipped)).toThrow(SecretUnreadableError);
    expect(() => openSecret(key, 'sealed:v1:broken')).toThrow(SecretUnreadableError);
  });

  it('pass plaintext written before the migration through, and keep null and empty as they are', () => {
    expect(isSealed('demo-payme-test-key')).toBe(false);
    expect(openSecret(key, 'demo-payme-test-key')).toBe('demo-payme-test-key');
    expect(openSecret(key, null)).toBeNull();
    expect(openSecret(key, '')).toBe('');
  });
});
