import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An email as the SMTP server received it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next delivery to this address is refused (a 451: try again later). */
  refuseOnce(address: string): void;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Each email is accepted only this long after it arrived: a slow SMTP server. */
  delayMs?: number;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what arrives, so the
 * tests read the emails the product really sent over SMTP.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const delayMs = options.delayMs ?? 0;
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (refused.delete(to)) {
        const error = Object.assign(new Error('Prøv igjen senere'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error('parse')));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    refuseOnce: (address) => refused.add(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
