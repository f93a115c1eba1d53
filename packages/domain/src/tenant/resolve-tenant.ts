/**
 * Which tenant a page request is for (spec §1): the sub-domain of a platform host
 * (`lavash.dastarkhan.uz`), a development host or `localhost`; on local and development hosts
 * the `vendor` query parameter, then the tenant remembered in the `merchant` cookie, then the
 * development default. Any other host names no tenant (a tenant's own domain is looked up
 * before this rule): `lavash.evil.example` must not render lavash (issue 20).
 */
export const DEVELOPMENT_DEFAULT_TENANT = 'demo';

/** Hosts where the tenant comes from `?vendor=` rather than from the sub-domain. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);
const SUB_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type TenantChoice =
  | { kind: 'sub'; sub: string }
  /** Keep the merchant the visitor already had (cookie), when nothing else names one. */
  | { kind: 'merchantId'; merchantId: number; fallbackSub: string }
  /** A host outside the platform's: no tenant (404). */
  | { kind: 'none' };

export interface TenantRequest {
  host: string;
  vendor?: string | null;
  merchantCookie?: string | null;
  /** Extra development host suffixes, e.g. `dev.dastarkhan.uz`. */
  developmentHosts?: string[];
  /** The platform's base domains (PLATFORM_HOSTS): their sub-domains are tenants. */
  platformHosts?: string[];
}

export function resolveTenant({
  host,
  vendor,
  merchantCookie,
  developmentHosts = [],
  platformHosts = [],
}: TenantRequest): TenantChoice {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const vendorSub = vendor && SUB_LABEL.test(vendor.toLowerCase()) ? vendor.toLowerCase() : null;

  const localish = LOCAL_HOSTS.has(hostname) || developmentHosts.some((d) => hostname === d);
  if (localish) {
    if (vendorSub) return { kind: 'sub', sub: vendorSub };
    const remembered =
      merchantCookie && /^[1-9]\d{0,9}$/.test(merchantCookie) ? Number(merchantCookie) : null;
    if (remembered)
      return { kind: 'merchantId', merchantId: remembered, fallbackSub: DEVELOPMENT_DEFAULT_TENANT };
    return { kind: 'sub', sub: DEVELOPMENT_DEFAULT_TENANT };
  }

  // demo.localhost, demo.dev.dastarkhan.uz, demo.dastarkhan.uz: the first label names the tenant.
  const [first, ...rest] = hostname.replace(/\.$/, '').split('.');
  const parent = rest.join('.');
  const baseDomain =
    LOCAL_HOSTS.has(parent) || developmentHosts.includes(parent) || platformHosts.includes(parent);
  if (first && baseDomain && SUB_LABEL.test(first) && first !== 'www') {
    if (developmentHosts.includes(parent) && vendorSub) return { kind: 'sub', sub: vendorSub };
    return { kind: 'sub', sub: first };
  }
  return { kind: 'none' };
}

/**
 * The host name a merchant may have taken as its own domain (issue 17): any host but the local
 * and development ones. The server looks it up before the sub-domain rule; a domain under the
 * platform's own hosts is refused when set (decision 027), so a tenant cannot take another's.
 */
export function ownDomainCandidate(host: string, developmentHosts: string[] = []): string | null {
  const hostname = host.replace(/:\d+$/, '').toLowerCase().replace(/\.$/, '');
  if (LOCAL_HOSTS.has(hostname) || developmentHosts.includes(hostname)) return null;
  return hostname.includes('.') ? hostname : null;
}
