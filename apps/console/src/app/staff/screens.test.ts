import { describe, expect, it } from 'vitest';
import { homeOf, manageScreensFor, mayOpen, screensFor } from './screens';

const names = (role: Parameters<typeof screensFor>[0]) => screensFor(role).map((screen) => screen.name);

describe('the screens a role is offered', () => {
  it('gives the owner every screen, staff management included', () => {
    expect(names('OWNER')).toEqual([
      'orders',
      'kitchen',
      'courier',
      'stop-list',
      'inbox',
      'today',
      'staff',
      'setup',
      'branches',
    ]);
    expect(manageScreensFor('OWNER').map((screen) => screen.name)).toEqual(['staff', 'setup', 'branches']);
  });

  it('gives a manager everything but staff management', () => {
    expect(names('MANAGER')).toEqual([
      'orders',
      'kitchen',
      'courier',
      'stop-list',
      'inbox',
      'today',
      'branches',
    ]);
  });

  it('gives an operator the board, the stop-list, the inbox and today', () => {
    expect(names('OPERATOR')).toEqual(['orders', 'stop-list', 'inbox', 'today']);
    expect(mayOpen('OPERATOR', 'staff')).toBe(false);
  });

  it('gives the kitchen its screen and the stop-list, a courier only deliveries', () => {
    expect(names('KITCHEN')).toEqual(['kitchen', 'stop-list']);
    expect(names('COURIER')).toEqual(['courier']);
    expect(manageScreensFor('KITCHEN')).toEqual([]);
  });

  it('lands each role on its first screen', () => {
    expect(homeOf('OPERATOR')).toBe('/orders');
    expect(homeOf('KITCHEN')).toBe('/kitchen');
    expect(homeOf('COURIER')).toBe('/courier');
  });

  it('lands the owner of a tenant not live yet on the go-live checklist, and no one else', () => {
    expect(homeOf('OWNER', { live: false })).toBe('/setup');
    expect(homeOf('OWNER', { live: true })).toBe('/orders');
    expect(homeOf('MANAGER', { live: false })).toBe('/orders');
    expect(homeOf('KITCHEN', { live: false })).toBe('/kitchen');
    expect(mayOpen('MANAGER', 'setup')).toBe(false);
  });
});
