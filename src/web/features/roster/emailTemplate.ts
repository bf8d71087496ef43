import { TEMPLATE_PLAYER, TEMPLATE_TEAM } from '../../../shared/schemas/roster';

const player = TEMPLATE_PLAYER;
const team = TEMPLATE_TEAM;

/** Spec part 1, section 2; the server fills the names in. */
export const DEFAULT_SUBJECT = `Support ${player} and ${team}!`;

/** The letter a coach starts from: the four things the money pays for (spec part 1, section 2). */
export const DEFAULT_CONTENT = `<p>Hi there,</p>
<p>${player} is playing with ${team} this season, and we are raising money so every player can have a great year. Here is what your support pays for:</p>
<h3>Equipment and uniforms</h3>
<p>Balls, practice gear and matching uniforms, so ${player} and the team are ready for game day.</p>
<h3>Travel</h3>
<p>Gas, buses and hotel rooms for away games and tournaments.</p>
<h3>Training and coaching</h3>
<p>Field time, skills clinics and coaching courses that help every player grow.</p>
<h3>Team building</h3>
<p>Team dinners, an end-of-season celebration and the moments that turn players into a team.</p>
<p>Every gift, large or small, makes a difference. Thank you for cheering ${player} on!</p>`;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** What the recipient will read: the placeholders filled, the names escaped as the server does. */
export function fillForPreview(text: string, names: { player: string; team: string }, html: boolean): string {
  const encode = (value: string) => (html ? value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!) : value);
  return text.replaceAll(TEMPLATE_PLAYER, encode(names.player)).replaceAll(TEMPLATE_TEAM, encode(names.team));
}
