import { describe, expect, it } from 'vitest';
import { deriveUserType, homeFor } from './roles';

describe('derived user type', () => {
  it('prefers admin, then business, then team', () => {
    expect(deriveUserType(['team', 'business', 'admin'])).toBe('admin');
    expect(deriveUserType(['team', 'business'])).toBe('business');
    expect(deriveUserType(['user', 'team'])).toBe('team');
    expect(deriveUserType(['user'])).toBe('none');
    expect(deriveUserType([])).toBe('none');
  });

  it('sends each type to its home', () => {
    expect(homeFor('admin')).toBe('/admin/dashboard');
    expect(homeFor('business')).toBe('/business-dashboard');
    expect(homeFor('team')).toBe('/team-dashboard');
    expect(homeFor('none')).toBe('/');
  });
});
