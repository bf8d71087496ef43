/** Where a link for signed-in users sends a visitor who is not: to /auth, then on to `path`. */
export function viaSignIn(path: string, signedIn: boolean): string {
  return signedIn ? path : `/auth?next=${encodeURIComponent(path)}`;
}

export const teamDetailsPath = (teamId: string) => `/team-details/${teamId}`;
export const businessDetailsPath = (businessId: string) => `/business-details/${businessId}`;

/** /sponsor-team/{teamId}, with the tier preselected when one is given. */
export function sponsorPath(teamId: string, tierId?: string): string {
  return `/sponsor-team/${teamId}${tierId ? `?tier=${encodeURIComponent(tierId)}` : ''}`;
}
