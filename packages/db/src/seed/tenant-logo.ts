import type { SeedTenant } from './content/types.js';

/**
 * A simple vector mark: the brand's initial on its main colour. Kept as SVG so browsers render
 * the letter with their own fonts (the server has none to rasterise it with).
 */
export function tenantLogoSvg(tenant: SeedTenant): string {
  const initial = (tenant.brand.trim()[0] ?? 'D').toUpperCase();
  const ink = tenant.mainColorType === 'dark' ? '#FFFFFF' : '#1A1A1A';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<rect width="96" height="96" rx="24" fill="${tenant.mainColor}"/>
<circle cx="48" cy="48" r="30" fill="none" stroke="${ink}" stroke-opacity="0.18" stroke-width="4"/>
<text x="48" y="62" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="42" font-weight="800" fill="${ink}">${initial}</text>
</svg>`;
}
