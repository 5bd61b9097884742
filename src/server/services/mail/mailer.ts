import type { FastifyBaseLogger } from 'fastify';

/** What the jobs and the mailer log with: Fastify's logger, or a plain one in a job process. */
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;
import { createTransport } from 'nodemailer';
import type { MailKind } from '../../../shared/domain/statuses';

/** One email as the outbox hands it to a mailer. */
export interface OutgoingMail {
  /** The outbox row: it makes the Message-ID, so a receiver can tell a repeat from a new email. */
  id: number;
  kind: MailKind;
  to: { name: string; address: string };
  subject: string;
  body: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function messageId(id: number, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'utstyrsbod.no';
  return `<mail-${String(id)}@${domain}>`;
}

/**
 * Email through the SMTP server of `SMTP_URL` (nodemailer), or, without one, into the log: the
 * embedded default sends nothing anywhere, and what would have gone out can still be read. In
 * production (`production`) the log gets only the email's outbox id and kind: an address, a name
 * or a link to sign in with has no place in a server's log.
 */
export function createMailer(
  options: { smtpUrl?: string | undefined; from: string; production?: boolean },
  log: JobLog,
): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl)
    return {
      send: (mail) => {
        if (options.production)
          log.info({ mail: { id: mail.id, kind: mail.kind } }, 'email not sent (no SMTP_URL)');
        else
          log.info(
            { mail: { to: mail.to.address, subject: mail.subject, body: mail.body } },
            'email (no SMTP_URL: written to the log)',
          );
        return Promise.resolve();
      },
      close: () => undefined,
    };
  const transport = createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: { name: mail.to.name, address: mail.to.address },
        subject: mail.subject,
        text: mail.body,
        messageId: messageId(mail.id, from),
      });
    },
    close: () => transport.close(),
  };
}
