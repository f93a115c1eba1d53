import { describe, expect, it } from 'vitest';
import { sectionElementId, shownProblem } from './shown-problems';

describe('shownProblem', () => {
  it('holds back a missing next step until the first attempt', () => {
    const problems = { address: 'msg.NO_ADDRESS' } as const;
    expect(shownProblem(problems, 'address', false)).toBeNull();
    expect(shownProblem(problems, 'address', true)).toBe('msg.NO_ADDRESS');
  });

  it('shows a fact at once', () => {
    expect(shownProblem({ branch: 'checkout.closedHint' }, 'branch', false)).toBe('checkout.closedHint');
  });

  it('shows nothing for a section without a problem', () => {
    expect(shownProblem({ branch: 'checkout.closedHint' }, 'timing', true)).toBeNull();
  });
});

describe('sectionElementId', () => {
  it('points a branch problem at where the branch is chosen for the service', () => {
    expect(sectionElementId('branch', 'DELIVERY')).toBe('co-address');
    expect(sectionElementId('branch', 'DINE_IN')).toBe('co-table');
    expect(sectionElementId('branch', 'PICK_UP')).toBe('co-branch');
  });

  it('names the other sections after themselves', () => {
    expect(sectionElementId('table', 'DINE_IN')).toBe('co-table');
    expect(sectionElementId('payment', 'DELIVERY')).toBe('co-payment');
  });
});
