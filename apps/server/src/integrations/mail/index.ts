/**
 * The console's outgoing mail, through nodemailer: an SMTP server when `SMTP_URL` is set, else each message is
 * written whole (RFC 822, attachments included) as a `.eml` file under `DATA_DIR/mail`, where an operator opens
 * it with any mail client. Either way the caller learns how the message left and, for a file, where it is.
 * Reused by everything that mails (user exports, e-mail campaigns).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  /** Extra headers (a campaign's List-Unsubscribe). */
  headers?: Readonly<Record<string, string>>;
}

export type MailTransportKind = 'smtp' | 'file';

export interface SentMail {
  transport: MailTransportKind;
  messageId: string;
  /** The `.eml` file written (file transport); null when an SMTP server took the message. */
  location: string | null;
}

export interface Mailer {
  readonly transport: MailTransportKind;
  /** Folder of the `.eml` files (file transport), else null. */
  readonly outbox: string | null;
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

/** The folder the file transport writes to. */
export function mailOutbox(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

export function createMailer(config: MailConfig): Mailer {
  const common = (message: MailMessage) => ({
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({ ...a })),
    headers: message.headers ? { ...message.headers } : undefined,
  });
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      transport: 'smtp',
      outbox: null,
      async send(message) {
        const info = await transport.sendMail(common(message));
        return { transport: 'smtp', messageId: String(info.messageId), location: null };
      },
      close: () => transport.close(),
    };
  }
  const outbox = mailOutbox(config.dataDir);
  // nodemailer's stream transport builds the whole message without sending it: what an SMTP server would get.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'file',
    outbox,
    async send(message) {
      const info = await transport.sendMail(common(message));
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const location = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(location, info.message as Buffer);
      return { transport: 'file', messageId: String(info.messageId), location };
    },
    close: () => transport.close(),
  };
}
