import { describe, expect, it } from 'vitest';
import { homeOf, mayOpen, screensFor } from './screens';

const names = (role: Parameters<typeof screensFor>[0]) => screensFor(role).map((screen) => screen.name);

describe('the screens a role is offered', () => {
  it('gives the owner every screen, staff management included', () => {
    expect(names('OWNER')).toEqual([
      'orders',
      'kitchen',
      'courier',
      'stop-list',
      'staff',
      'inbox',
      'today',
      'menu',
    ]);
  });

  it('gives a manager everything but staff management', () => {
    expect(names('MANAGER')).toEqual(['orders', 'kitchen', 'courier', 'stop-list', 'inbox', 'today', 'menu']);
  });

  it('gives an operator the board, the stop-list, the inbox and today', () => {
    expect(names('OPERATOR')).toEqual(['orders', 'stop-list', 'inbox', 'today']);
    expect(mayOpen('OPERATOR', 'staff')).toBe(false);
    expect(mayOpen('OPERATOR', 'menu')).toBe(false);
  });

  it('gives the kitchen its screen and the stop-list, a courier only deliveries', () => {
    expect(names('KITCHEN')).toEqual(['kitchen', 'stop-list']);
    expect(names('COURIER')).toEqual(['courier']);
  });

  it('lands each role on its first screen', () => {
    expect(homeOf('OPERATOR')).toBe('/orders');
    expect(homeOf('KITCHEN')).toBe('/kitchen');
    expect(homeOf('COURIER')).toBe('/courier');
  });
});
