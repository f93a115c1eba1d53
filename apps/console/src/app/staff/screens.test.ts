import { describe, expect, it } from 'vitest';
import { homeOf, manageScreensFor, mayOpen, screensFor } from './screens';

const names = (role: Parameters<typeof screensFor>[0]) => screensFor(role).map((screen) => screen.name);
const manage = (role: Parameters<typeof screensFor>[0]) =>
  manageScreensFor(role).map((screen) => screen.name);
const SHIFT = ['orders', 'kitchen', 'courier', 'stop-list', 'inbox', 'today'];

describe('the screens a role is offered', () => {
  it('gives the owner every screen: the shift’s, then setting the restaurant up', () => {
    expect(names('OWNER')).toEqual([...SHIFT, ...manage('OWNER')]);
    expect(manage('OWNER')).toEqual([
      'setup',
      'menu',
      'branches',
      'promos',
      'pages',
      'staff',
      'settings',
      'messages',
      'audit',
    ]);
  });

  it('gives a manager the shift and the restaurant’s set-up, but not staff, settings, messages or the audit log', () => {
    expect(names('MANAGER')).toEqual([...SHIFT, 'menu', 'branches', 'promos', 'pages']);
    for (const screen of ['staff', 'settings', 'messages', 'audit', 'setup'] as const)
      expect(mayOpen('MANAGER', screen)).toBe(false);
  });

  it('gives an operator the board, the stop-list, the inbox and today', () => {
    expect(names('OPERATOR')).toEqual(['orders', 'stop-list', 'inbox', 'today']);
    expect(mayOpen('OPERATOR', 'staff')).toBe(false);
    expect(manage('OPERATOR')).toEqual([]);
  });

  it('gives the kitchen its screen and the stop-list, a courier only deliveries', () => {
    expect(names('KITCHEN')).toEqual(['kitchen', 'stop-list']);
    expect(names('COURIER')).toEqual(['courier']);
    expect(manage('KITCHEN')).toEqual([]);
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
