import type { Mailer } from '../services/mail/mailer';
import type { MailReport } from './reports';

/** The mailer, with each email it sent or failed to send counted (the outbox retries failures). */
export function countingMailer(mailer: Mailer, report: MailReport): Mailer {
  return {
    send: async (mail) => {
      try {
        await mailer.send(mail);
      } catch (error: unknown) {
        report.sent(false);
        throw error;
      }
      report.sent(true);
    },
    close: () => mailer.close(),
  };
}
