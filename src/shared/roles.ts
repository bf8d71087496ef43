import type { Role, UserType } from './schemas/auth';

/** Derived user type (spec part 1, section 4): admin, then business, then team; anything else is none. */
export function deriveUserType(roles: readonly Role[]): UserType {
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('business')) return 'business';
  if (roles.includes('team')) return 'team';
  return 'none';
}

/** Where /auth sends a signed-in user, by type. */
export function homeFor(type: UserType): string {
  switch (type) {
    case 'admin':
      return '/admin/dashboard';
    case 'business':
      return '/business-dashboard';
    case 'team':
      return '/team-dashboard';
    default:
      return '/';
  }
}
