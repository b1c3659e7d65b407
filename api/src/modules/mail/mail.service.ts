import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type nodemailerModule from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../tokens';
import type { AppConfig } from '../../config';
import { JobsService, type QueueDefinition } from '../jobs/jobs.service';
import { PRODUCT_BRANDING, textMail, type MailBranding } from './mail-templates';
import { MailDeliveriesRepository } from './mail-deliveries.repository';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  /** HTML part; unset: the text in the environment's layout (mail-templates.ts textMail). */
  html?: string;
  /** Reply-To; unset: the environment's `reply_to_email` when the mail has an environment (else none). */
  replyTo?: string;
  /** Extra headers, e.g. RFC 8058 `List-Unsubscribe` / `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
}

/** Options of `MailService.send`. */
export interface MailSendOptions {
  /** Idempotency key: a second send with the same key is ignored (default: a new UUID). */
  key?: string;
  /** Enqueue inside this transaction: the mail leaves only if it commits. */
  em?: EntityManager;
  projectId?: number | null;
  newsletterId?: number | null;
  subscriberId?: number | null;
}

/** The mail queue: 5 retries after 30 s, 60 s, 120 s... then the dead-letter queue `mail-failed`. */
export const MAIL_QUEUE: QueueDefinition = {
  name: 'mail',
  label: 'E-mail',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

interface MailJob {
  key: string;
  message: MailMessage;
  /** Shown on the administrators' jobs page. */
  summary: string;
}

/**
 * Outgoing e-mail. `send` only enqueues: each message becomes a row of `mail_deliveries`
 * (queued -> sending -> sent | failed, with the reason) and a job of the `mail` queue, sent by a
 * worker with nodemailer: with SMTP_URL through that server, otherwise written as an RFC 822 `.eml`
 * file in OUTBOX_DIR. The key makes delivery idempotent: a job run twice (retry, restart, another
 * instance) sends at most once; a message interrupted in the middle of the SMTP exchange by a
 * killed process is not resent (marked failed "interrotto") rather than risk a duplicate.
 * Every message is HTML with a plain-text alternative (multipart/alternative): a message given
 * as text only is wrapped in the environment's layout (docs/architecture.md#mail-templates).
 */
@Injectable()
export class MailService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');
  private transportInstance?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deliveries: MailDeliveriesRepository,
    private readonly jobs: JobsService,
  ) {
    // with SMTP_URL the transport is built at start, so a malformed address stops the start
    if (config.smtpUrl) this.transportInstance = this.createTransport();
  }

  /**
   * The nodemailer transport. In outbox mode (no SMTP_URL, the default install) nodemailer is
   * loaded with the first message, not at start (issue 12, memory after start).
   */
  private get transport(): Transporter {
    return (this.transportInstance ??= this.createTransport());
  }

  private createTransport(): Transporter {
    const nodemailer = require('nodemailer') as typeof nodemailerModule;
    return this.config.smtpUrl
      ? nodemailer.createTransport(this.config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Registers the `mail` queue worker. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register<MailJob>(MAIL_QUEUE, (data) => this.handle(data));
  }

  /**
   * Queues one message; returns its idempotency key. With an already used key nothing new is
   * queued. Sent after the caller's answer, by the `mail` worker.
   */
  async send(message: MailMessage, opts: MailSendOptions = {}): Promise<string> {
    const key = opts.key ?? randomUUID();
    if (!message.html || (!message.replyTo && opts.projectId)) {
      const env = await this.environment(opts.projectId ?? null, opts.em);
      if (!message.html) message = { ...message, html: textMail(env.branding, message.subject, message.text).html };
      if (!message.replyTo && env.replyTo) message = { ...message, replyTo: env.replyTo };
    }
    const inserted = await this.deliveries.insert(
      {
        key,
        projectId: opts.projectId ?? null,
        newsletterId: opts.newsletterId ?? null,
        subscriberId: opts.subscriberId ?? null,
        recipient: String(message.to).slice(0, 500),
        subject: message.subject.slice(0, 300),
      },
      opts.em,
    );
    if (!inserted) return key;
    const summary = `${String(message.to)}: ${message.subject}`;
    await this.jobs.send(MAIL_QUEUE.name, { key, message, summary } satisfies MailJob, { em: opts.em });
    return key;
  }

  /**
   * The layout's branding of an environment (name, colour, absolute logo address when
   * PUBLIC_BASE_URL is set) and its Reply-To; the product's for no environment.
   */
  async environment(projectId: number | null, em?: EntityManager): Promise<{ branding: MailBranding; replyTo: string | null }> {
    if (!projectId) return { branding: PRODUCT_BRANDING, replyTo: null };
    const p = await this.deliveries.environment(projectId, em);
    if (!p) return { branding: PRODUCT_BRANDING, replyTo: null };
    return { branding: brandingOf(p, this.config.publicBaseUrl), replyTo: p.reply_to_email };
  }

  /** The mail job: claims the delivery (queued or failed -> sending), sends it, records the outcome. */
  private async handle({ key, message }: MailJob): Promise<void> {
    // sent already, or an earlier attempt died while sending: never twice
    if (!(await this.deliveries.claim(key))) return;
    try {
      await this.deliver(message);
    } catch (err) {
      await this.deliveries.failed(key, (err as Error).message);
      throw err;
    }
    await this.deliveries.sent(key);
  }

  /** Hands one message to nodemailer; returns the .eml path in outbox mode, else the SMTP message id. */
  private async deliver(message: MailMessage): Promise<string> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (this.config.smtpUrl) return info.messageId;
    fs.mkdirSync(this.config.outboxDir, { recursive: true });
    const file = path.join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
    this.logger.log(`E-mail "${message.subject}" a ${String(message.to)} scritta in ${file}`);
    return file;
  }
}

/**
 * The layout's branding of an environment row: its name, colour and logo (horizontal, else
 * vertical) made absolute with `base` (PUBLIC_BASE_URL or the request's origin); without a base the
 * name is shown instead of the logo (a relative image address means nothing in a mail).
 */
export function brandingOf(
  p: { name: string; color: MailBranding['color']; horizontal_logo: string | null; vertical_logo: string | null },
  base: string | undefined,
): MailBranding {
  const logo = p.horizontal_logo ?? p.vertical_logo;
  return { name: p.name, color: p.color, logo_url: logo && base ? `${base}${logo}` : null };
}
