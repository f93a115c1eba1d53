import { describe, expect, it } from 'vitest';
import { maskPhone, OUTBOX_REASON_LABELS, OutboxQuerySchema, outboxReasonText } from './outbox-admin.js';

describe('the outbox as the OWNER reads it', () => {
  it('masks a phone to its operator code and last two digits', () => {
    expect(maskPhone('998901234512')).toBe('+998 90 ••• •• 12');
    expect(maskPhone('+998 (93) 555-66-07')).toBe('+998 93 ••• •• 07');
    expect(maskPhone('447700900123')).toBe('+447 ••• 23');
    expect(maskPhone('')).toBe('•••');
  });

  it('gives every reason a sender reports words in three languages, and an unknown one as it is', () => {
    for (const code of [
      'blocked',
      'rate_limited',
      'server',
      'unreachable',
      'refused',
      'no_bot',
      'no_chat',
      'gone',
      'no_sender',
      'error',
    ])
      for (const lang of ['uz', 'ru', 'eng'] as const)
        expect(OUTBOX_REASON_LABELS[code]?.[lang], code).toBeTruthy();
    expect(outboxReasonText('no_bot')?.eng).toBe('No bot token saved');
    expect(outboxReasonText('smpp_timeout')).toEqual({
      uz: 'smpp_timeout',
      ru: 'smpp_timeout',
      eng: 'smpp_timeout',
    });
    expect(outboxReasonText(null)).toBeNull();
  });

  it('lists dead messages unless another state is asked', () => {
    expect(OutboxQuerySchema.parse({})).toEqual({ state: 'dead', page: 0, size: 20 });
    expect(OutboxQuerySchema.parse({ state: 'sent', page: '2' }).page).toBe(2);
    expect(OutboxQuerySchema.safeParse({ state: 'lost' }).success).toBe(false);
  });
});
