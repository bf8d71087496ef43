import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth';
import type {
  PayoutAccountView,
  PayoutOnboardingLink,
  SandboxAccountView,
  SandboxOnboardingInput,
} from '../../../shared/schemas/payouts';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, describeError, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { payoutAccounts, teams } from '../../db/schema';
import { processPaymentEvent } from '../../payments/fulfil';
import { payoutView } from '../../payments/payout-accounts';
import { paymentProviderOf } from '../../payments/provider-of';
import { ownTeamOr404 } from '../teams/ownership';

/*
 * A team's payout account (issue 20, decision 0032): opened at the provider on the owner's first press,
 * once per team (the row's key, and the provider's own idempotency), then onboarding at the provider. What
 * the account can do is only ever what the provider last reported.
 */

const ACCOUNT_NOT_FOUND = 'Payout account not found';
const ONBOARDING_FAILED = 'The payment provider could not open the payout setup. Please try again.';
const RETURN_PATH = '/team-dashboard?payouts=returned';

async function accountOf(db: DbOrTx, teamId: string) {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.teamId, teamId));
  return account;
}

/** GET /api/teams/:teamId/payout-account: owner only. */
export async function ownPayoutAccount(
  db: DbOrTx,
  userId: string,
  teamId: string,
): Promise<PayoutAccountView> {
  const team = await ownTeamOr404(db, userId, teamId);
  return payoutView(await accountOf(db, team.id));
}

/** POST /api/teams/:teamId/payout-account/onboarding: opens the account if need be, and links to its setup. */
export async function startPayoutOnboarding(
  deps: Deps,
  user: SessionUser,
  teamId: string,
  appUrl: string,
): Promise<PayoutOnboardingLink> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, user.id, teamId);
  const provider = paymentProviderOf(deps);
  try {
    let account = await accountOf(db, team.id);
    if (!account) {
      const { accountId } = await provider.createPayoutAccount({
        teamId: team.id,
        email: team.contactEmail,
        teamName: team.name,
      });
      await db
        .insert(payoutAccounts)
        .values({ teamId: team.id, provider: provider.name, accountId })
        .onConflictDoNothing();
      account = (await accountOf(db, team.id))!;
    }
    if (account.provider !== provider.name) {
      throw conflict(
        'PAYOUT_ACCOUNT_ELSEWHERE',
        'This team’s payout account is with another payment provider.',
      );
    }
    const url = await provider.payoutOnboardingUrl({
      accountId: account.accountId,
      returnUrl: `${appUrl}${RETURN_PATH}`,
      refreshUrl: `${appUrl}/team-dashboard?payouts=refresh`,
    });
    return { url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error(
      { component: 'payouts', provider: provider.name, teamId: team.id, err: describeError(error) },
      'could not open the payout onboarding',
    );
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', ONBOARDING_FAILED);
  }
}

/** The sandbox account of one of the caller's teams; 404 for anyone else, and always with Stripe. */
async function ownSandboxAccount(deps: Deps, user: SessionUser, accountId: string) {
  if (paymentProviderOf(deps).name !== 'sandbox') throw notFound(ACCOUNT_NOT_FOUND);
  const [row] = await deps.database.db
    .select({ account: payoutAccounts, teamName: teams.name })
    .from(payoutAccounts)
    .innerJoin(teams, eq(teams.id, payoutAccounts.teamId))
    .where(
      and(
        eq(payoutAccounts.provider, 'sandbox'),
        eq(payoutAccounts.accountId, accountId),
        eq(teams.createdBy, user.id),
      ),
    );
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return row;
}

function sandboxView(row: Awaited<ReturnType<typeof ownSandboxAccount>>): SandboxAccountView {
  return {
    id: row.account.accountId,
    teamName: row.teamName,
    state: payoutView(row.account).state,
    returnUrl: RETURN_PATH,
    testIdentity: { name: 'Jenny Rosen', dateOfBirth: '1901-01-01', ssnLast4: '0000' },
    testBank: { routingNumber: '110000000', accountNumber: '000123456789' },
  };
}

/** GET /api/payments/sandbox/accounts/:accountId: the sandbox's onboarding page. */
export async function viewSandboxAccount(deps: Deps, user: SessionUser, accountId: string) {
  return { account: sandboxView(await ownSandboxAccount(deps, user, accountId)) };
}

/**
 * POST /api/payments/sandbox/accounts/:accountId/complete: the sandbox reports the account as Stripe would
 * after onboarding, verified or left restricted, through the same fulfilment as Stripe's account.updated.
 */
export async function completeSandboxOnboarding(
  deps: Deps,
  user: SessionUser,
  accountId: string,
  input: SandboxOnboardingInput,
  appUrl: string,
) {
  await ownSandboxAccount(deps, user, accountId);
  const verified = input.outcome === 'verified';
  await processPaymentEvent(
    deps,
    {
      provider: 'sandbox',
      id: `sbx_account:${accountId}:${randomUUID()}`,
      type: 'sandbox.account_updated',
      change: {
        kind: 'payout_account_updated',
        accountId,
        detailsSubmitted: true,
        chargesEnabled: verified,
        payoutsEnabled: verified,
        requirementsDue: verified ? [] : ['individual.verification.document'],
        disabledReason: verified ? null : 'requirements.past_due',
        reportedAt: clockOf(deps).now(),
      },
    },
    { appUrl },
  );
  return { account: sandboxView(await ownSandboxAccount(deps, user, accountId)) };
}
