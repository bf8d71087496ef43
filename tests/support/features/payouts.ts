import type { TestApp } from '../app';
import { donationWorld } from './donations';

/**
 * A team with a player and a sandbox payout account, verified (able to receive money) unless told
 * otherwise; `verify` completes the sandbox's onboarding later.
 */
export async function teamWithPayoutAccount(t: TestApp, { verified = true } = {}) {
  const world = await donationWorld(t);
  const client = world.owner.client;
  const { url } = (await client.post(`/api/teams/${world.team.id}/payout-account/onboarding`)).body;
  const accountId: string = url.split('/').pop().split('?')[0];
  const verify = () =>
    client.post(`/api/payments/sandbox/accounts/${accountId}/complete`, { outcome: 'verified' });
  if (verified) await verify();
  return { ...world, accountId, verify };
}
