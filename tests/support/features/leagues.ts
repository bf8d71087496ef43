import type { TestWorld } from '../app';
import { signedInClient } from '../factories';
import { giveLeaguePlan } from './plans';

let sequence = 0;

/** A team account that started a league through the API, with the League Plan in force unless `plan` is false. */
export async function leagueOwner(t: TestWorld, options: { name?: string; plan?: boolean } = {}) {
  const { user, client } = await signedInClient(t, { roles: ['team'] });
  const created = await client.post('/api/leagues', {
    name: options.name ?? `Test League ${++sequence}`,
    contactEmail: user.email,
  });
  if (created.status !== 201) throw new Error(`league creation failed: ${JSON.stringify(created.body)}`);
  const league = created.body as { id: string; slug: string; name: string };
  if (options.plan !== false) await giveLeaguePlan(t, league.id);
  return { user, client, league };
}
