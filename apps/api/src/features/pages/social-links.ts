import { SOCIAL_LINK_FIELDS, type SocialLinkField, type SocialLinks } from '@dastarkhan/domain';
import { badRequest } from '../../http/app-error.js';

const HTTPS = /^https:\/\/[^\s/$.?#][^\s]*$/i;
/** Telegram and Instagram names as people write them: @name. */
const HANDLE = /^@[A-Za-z0-9_.]{3,64}$/;
const PHONE = /^998\d{9}$/;

function wellFormed(field: SocialLinkField, value: string): boolean {
  if (field === 'phone') return PHONE.test(value);
  if ((field === 'telegram' || field === 'instagram') && HANDLE.test(value)) return true;
  return HTTPS.test(value);
}

/**
 * The links as they will be stored, or a 400 naming the first bad one. An empty link may stay
 * (switched off, or on and hidden by the storefront); a filled one must be well formed, so the
 * footer never links to `javascript:` or a typo.
 */
export function validSocialLinks(links: SocialLinks): SocialLinks {
  const next = { ...links };
  for (const field of SOCIAL_LINK_FIELDS) {
    const value = links[field].trim().replace(field === 'phone' ? /[\s()+-]/g : /$^/, '');
    next[field] = value;
    const on = links[`${field}Active`];
    if ((value || on) && !wellFormed(field, value))
      throw badRequest(field === 'phone' ? 'PHONE_INVALID' : 'SOCIAL_LINK_INVALID', field);
  }
  return next;
}
