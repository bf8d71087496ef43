import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import {
  introducedToNewBusiness,
  type MatchWorld,
  matchWorld,
} from '../../../../tests/support/features/matches';
import { emailOutbox } from '../../db/schema';

/**
 * Issue 19, "people not told": when one party declines or asks for changes, the other hears it by email
 * (the admins already do), and a reply reaches the admin who made the match, never the no-reply sender.
 */

const t = await startTestApp();
let world: MatchWorld;
beforeAll(async () => {
  world = await matchWorld(t);
});

const introduced = () => introducedToNewBusiness(t, world);

const answersTo = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, to), eq(emailOutbox.kind, 'match_answer')));

describe('the other party is told', () => {
  it('when the team declines: the business gets one email, replying to the admin', async () => {
    const m = await introduced();
    expect((await t.client().post(`/api/cta/${m.team.REJECT}`, {})).status).toBe(200);
    expect((await t.client().post(`/api/cta/${m.team.REJECT}`, {})).status).toBe(200);
    const mails = await answersTo(m.business.businessEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `${world.team.name} declined the introduction`,
      replyTo: world.adminEmail,
    });
    expect(mails[0]!.text).toContain('If you have any questions, just reply to this email.');
  });

  it('when the team asks for changes: the business is told, without the comment meant for the admins', async () => {
    const m = await introduced();
    const comment = 'Could the amount be lower, say $1,500?';
    expect((await t.client().post(`/api/cta/${m.team.CHANGES}`, { comment })).status).toBe(200);
    const [mail] = await answersTo(m.business.businessEmail);
    expect(mail!.subject).toBe(`${world.team.name} asked for changes to the offer`);
    expect(mail!.text).not.toContain(comment);
  });

  it('when the business declines: the team is told; an accept tells nobody early', async () => {
    const m = await introduced();
    expect((await t.client().post(`/api/cta/${m.team.ACCEPT}`, {})).status).toBe(200);
    expect(await answersTo(m.business.businessEmail)).toEqual([]);
    expect((await t.client().post(`/api/cta/${m.sponsor.REJECT}`, {})).status).toBe(200);
    const mails = await answersTo(world.team.contactEmail);
    expect(mails.map((mail) => mail.subject)).toContain(
      `${m.business.businessName} declined the introduction`,
    );
  });
});
