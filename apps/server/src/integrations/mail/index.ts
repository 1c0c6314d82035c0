/**
 * The console's outgoing mail, through nodemailer: an SMTP server when `SMTP_URL` is set, else each message is
 * written whole (RFC 822, attachments included) as a `.eml` file under `DATA_DIR/mail`, where an operator opens
 * it with any mail client. Either way the caller learns how the message left and, for a file, where it is.
 * Reused by everything that mails (user exports, e-mail campaigns).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { onFirstUse } from '../../core/on-first-use.ts';

// Loaded with the first mailer made (the first mail sent), not with the server.
const mailLibrary = onFirstUse<typeof nodemailer>('nodemailer');

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
  // The transport is made at the first mail: a mailer is made with the server, most never send.
  const { smtpUrl } = config;
  if (smtpUrl) {
    let smtp: Transporter<SMTPTransport.SentMessageInfo> | undefined;
    return {
      transport: 'smtp',
      outbox: null,
      async send(message) {
        smtp ??= mailLibrary().createTransport(smtpUrl);
        const info = await smtp.sendMail(common(message));
        return { transport: 'smtp', messageId: String(info.messageId), location: null };
      },
      close: () => smtp?.close(),
    };
  }
  const outbox = mailOutbox(config.dataDir);
  let stream: Transporter<StreamTransport.SentMessageInfo> | undefined;
  return {
    transport: 'file',
    outbox,
    async send(message) {
      // nodemailer's stream transport builds the whole message without sending it: what an SMTP server would get.
      stream ??= mailLibrary().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await stream.sendMail(common(message));
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const location = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(location, info.message as Buffer);
      return { transport: 'file', messageId: String(info.messageId), location };
    },
    close: () => stream?.close(),
  };
}
