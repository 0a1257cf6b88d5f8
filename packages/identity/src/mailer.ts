import net from 'node:net';
import tls from 'node:tls';
import type { Sql } from './db';

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  /** The one-time code the message carries, kept apart so local tooling can read it. */
  code?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  createdAt: string;
}

/** Local default: messages are stored and readable through GET /outbox. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(private readonly sql: Sql) {}

  async send(message: MailMessage): Promise<void> {
    await this.sql.query(
      'INSERT INTO identity.outbox (tenant_id, to_email, subject, body, code) VALUES ($1, $2, $3, $4, $5)',
      [
        message.tenantId,
        message.to.toLowerCase(),
        message.subject,
        message.text,
        message.code ?? null,
      ],
    );
  }

  async latest(tenantId: string, email: string, limit = 10): Promise<OutboxEntry[]> {
    const rows = await this.sql.query<{
      to_email: string;
      subject: string;
      body: string;
      code: string | null;
      created_at: Date;
    }>(
      `SELECT to_email, subject, body, code, created_at FROM identity.outbox
       WHERE tenant_id = $1 AND to_email = $2 ORDER BY id DESC LIMIT $3`,
      [tenantId, email.toLowerCase(), limit],
    );
    return rows.map((row) => ({
      to: row.to_email,
      subject: row.subject,
      text: row.body,
      code: row.code,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}

interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export function parseSmtpUrl(smtpUrl: string, from: string): SmtpSettings {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 25,
    secure,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    from,
  };
}

/** Reads SMTP replies line by line; a reply ends on a line whose 4th character is a space. */
class ReplyReader {
  private buffer = '';
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private lines: string[] = [];

  constructor(private socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket): void {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.push(chunk));
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + 2);
      this.lines.push(line);
      if (line.charAt(3) !== '-') {
        const reply = { code: Number(line.slice(0, 3)), text: this.lines.join('\n') };
        this.lines = [];
        const resolve = this.waiting;
        this.waiting = null;
        resolve?.(reply);
      }
    }
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
}

/** A small SMTP client over node:net / node:tls (STARTTLS when offered, AUTH PLAIN). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';

  constructor(private readonly settings: SmtpSettings) {}

  async send(message: MailMessage): Promise<void> {
    const s = this.settings;
    let socket: net.Socket = s.secure
      ? tls.connect({ host: s.host, port: s.port, servername: s.host })
      : net.connect({ host: s.host, port: s.port });
    socket.setTimeout(15000, () => socket.destroy(new Error('SMTP timeout')));
    const failure = new Promise<never>((_, reject) => socket.once('error', reject));
    const reader = new ReplyReader(socket);
    const expect = async (ok: number[]) => {
      const reply = await Promise.race([reader.next(), failure]);
      if (!ok.includes(reply.code)) throw new Error(`SMTP error: ${reply.text}`);
      return reply;
    };
    const command = async (line: string, ok: number[]) => {
      const reply = reader.next();
      socket.write(`${line}\r\n`);
      const result = await Promise.race([reply, failure]);
      if (!ok.includes(result.code))
        throw new Error(`SMTP error after ${line.split(' ')[0]}: ${result.text}`);
      return result;
    };
    try {
      await expect([220]);
      let hello = await command('EHLO localhost', [250]);
      if (!s.secure && /STARTTLS/i.test(hello.text)) {
        await command('STARTTLS', [220]);
        socket.removeAllListeners('data');
        socket = tls.connect({ socket, servername: s.host });
        socket.once('error', () => undefined);
        reader.attach(socket);
        hello = await command('EHLO localhost', [250]);
      }
      if (s.user) {
        const token = Buffer.from(`\u0000${s.user}\u0000${s.password ?? ''}`).toString('base64');
        await command(`AUTH PLAIN ${token}`, [235]);
      }
      await command(`MAIL FROM:<${s.from}>`, [250]);
      await command(`RCPT TO:<${message.to}>`, [250, 251]);
      await command('DATA', [354]);
      const body = message.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
      const data = [
        `From: ${s.from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        `Date: ${new Date().toUTCString()}`,
        '',
        body,
        '.',
      ].join('\r\n');
      await command(data, [250]);
      await command('QUIT', [221]);
    } finally {
      socket.destroy();
    }
  }
}
