/**
 * E-mail (docs/notifications.md#e-mail) through nodemailer: over SMTP when SMTP_URL is set,
 * otherwise into the `mail_outbox` table, so local runs and tests read what would have been sent.
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';
import type { Queryable } from '../db/types';

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function outboxMailer(config: MailConfig, db: Queryable): Mailer {
  // nodemailer builds the real message (headers, encoding); the outbox keeps it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await builder.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : '';
      await db.query(
        `INSERT INTO mail_outbox (tenant_id, id, to_email, subject, body, raw)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          message.tenantId,
          randomUUID(),
          message.to.toLowerCase(),
          message.subject,
          message.text,
          raw,
        ],
      );
    },
    close: () => builder.close(),
  };
}

function smtpMailer(config: MailConfig, url: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url, { from: config.from });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}

export function createMailer(config: MailConfig, db: Queryable): Mailer {
  return config.smtpUrl === null ? outboxMailer(config, db) : smtpMailer(config, config.smtpUrl);
}

/** The site's origin for a tenant: its first host name on SITE_URL's scheme and port. */
export function tenantSiteUrl(siteUrl: string, hosts: readonly string[]): string {
  const url = new URL(siteUrl);
  const host = hosts[0];
  if (host !== undefined && host !== '') url.hostname = host;
  return url.origin;
}
