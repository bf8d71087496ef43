/** Where a link for signed-in users sends a visitor who is not: to /auth, then on to `path`. */
export function viaSignIn(path: string, signedIn: boolean): string {
  return signedIn ? path : `/auth?next=${encodeURIComponent(path)}`;
}

/** /team-details/{teamId}, still carrying the player a visitor came from (?player=) when there is one. */
export const teamDetailsPath = (teamId: string, playerId?: string | null) =>
  `/team-details/${teamId}${playerId ? `?player=${encodeURIComponent(playerId)}` : ''}`;
export const businessDetailsPath = (businessId: string) => `/business-details/${businessId}`;

/**
 * /sponsor-team/{teamId}, with the tier preselected when one is given, and the player whose page the
 * business came from (?player=), whom the sponsorship then credits.
 */
export function sponsorPath(teamId: string, tierId?: string | null, playerId?: string | null): string {
  const query = new URLSearchParams();
  if (tierId) query.set('tier', tierId);
  if (playerId) query.set('player', playerId);
  const search = query.toString();
  return `/sponsor-team/${teamId}${search ? `?${search}` : ''}`;
}
