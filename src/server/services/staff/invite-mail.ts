import type { InviteRole } from '../../../shared/contracts/hut-people';
import { hutPeopleTexts } from '../../../shared/texts/hut-people';
import { mailTexts as t } from '../../../shared/texts/mail';
import { hutLines, osloDateTime, type MailHut } from '../mail/hut-contact';

/** A staff invitation's email: who invites, to which role, the link and its rules. */
export function inviteMail(
  hut: MailHut,
  invite: { email: string; role: InviteRole; link: string; expiresAt: string },
): { subject: string; body: string } {
  const body = [
    t.inviteGreeting,
    '',
    t.inviteHeading(hut.name, hutPeopleTexts.roles[invite.role]),
    '',
    t.inviteLinkLead,
    invite.link,
    '',
    t.inviteRules(invite.email, osloDateTime(invite.expiresAt)),
    t.inviteNotExpected,
    '',
    ...hutLines(hut),
    '',
    t.signature,
    '',
    t.noReply,
  ].join('\n');
  return { subject: t.inviteSubject(hut.name), body };
}
