import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy, tileImageSource } from './content-security-policy.js';

const imgSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('img-src'));

describe('page CSP and the map tile server', () => {
  it('names a plain-http tile server so its tiles are not blocked', () => {
    expect(imgSrc(pageContentSecurityPolicy('n', 'http://tiles.local:8080/{z}/{x}/{y}.png'))).toBe(
      "img-src 'self' data: blob: https: http://tiles.local:8080",
    );
  });
  it('turns {s} subdomains into a wildcard', () => {
    expect(tileImageSource('http://{s}.tiles.example.uz/{z}/{x}/{y}.png')).toBe(' http://*.tiles.example.uz');
  });
  it('adds nothing for https (already allowed) or an empty template', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('');
    expect(tileImageSource('')).toBe('');
  });
  it('keeps scripts to this response nonce', () => {
    expect(pageContentSecurityPolicy('abc')).toContain("script-src 'self' 'nonce-abc'");
  });
});
