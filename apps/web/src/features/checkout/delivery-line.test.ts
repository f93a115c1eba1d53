import { describe, expect, it } from 'vitest';
import { deliveryPending } from './delivery-line';

describe('deliveryPending', () => {
  it('asks for an address before one is chosen, whatever price was seen before', () => {
    expect(deliveryPending(true, false, null)).toBe('address');
    expect(deliveryPending(true, false, 12000)).toBe('address');
  });
  it('says the price is being worked out once there is an address', () => {
    expect(deliveryPending(true, true, null)).toBe('tariff');
  });
  it('shows the price once the tariff answered, free delivery included', () => {
    expect(deliveryPending(true, true, 12000)).toBeNull();
    expect(deliveryPending(true, true, 0)).toBeNull();
  });
  it('has nothing to say without a delivery', () => {
    expect(deliveryPending(false, false, null)).toBeNull();
  });
});
