import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../platform/db/schema.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
}

/** One way of getting a message to a learner. */
export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
}

/** E-mail through an SMTP server (SMTP_URL). */
export class SmtpTransport implements Transport {
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * SMS through a provider's HTTP API (SMS_URL, SMS_KEY): a JSON POST of the number and text with the
 * key as a bearer token; any 2xx answer counts as accepted.
 */
export class HttpSmsTransport implements Transport {
  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.key}` },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}

/**
 * The development outbox: with no SMTP server or SMS provider configured, messages are kept in a
 * table (shown on the development outbox page) and a log line says where to look — without the text.
 */
export class OutboxTransport implements Transport {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('outbox_message')
      .values({
        id: randomUUID().replaceAll('-', ''),
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        created_at: new Date().toISOString(),
      })
      .execute();
    this.log.info(
      { channel: message.channel, to: maskRecipient(message.to) },
      'message kept in the development outbox',
    );
  }

  async latest(limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('outbox_message')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      channel: row.channel as Channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}

export interface OutboxEntry {
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** 138****8000, a***@example.com: enough to tell messages apart in a log, not to read an address. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length > 7 ? `${recipient.slice(0, 3)}****${recipient.slice(-4)}` : '****';
}

/** Routes each channel to its transport. */
export class Delivery {
  constructor(
    private readonly email: Transport,
    private readonly sms: Transport,
    readonly outbox: OutboxTransport,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return (message.channel === 'email' ? this.email : this.sms).send(message);
  }
}

export function createDelivery(
  config: Config['messaging'],
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): { delivery: Delivery; close: () => void } {
  const outbox = new OutboxTransport(db, log);
  const smtp = config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.mailFrom) : undefined;
  const sms = config.sms ? new HttpSmsTransport(config.sms.url, config.sms.key) : undefined;
  return { delivery: new Delivery(smtp ?? outbox, sms ?? outbox, outbox), close: () => smtp?.close() };
}
