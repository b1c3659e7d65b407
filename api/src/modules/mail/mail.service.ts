import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../tokens';
import type { AppConfig } from '../../config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends e-mail with nodemailer. With SMTP_URL set it uses that SMTP server; otherwise each
 * message is written as an RFC 822 `.eml` file in OUTBOX_DIR and its path logged, so that
 * e-mail flows (forgot password, invitations, supplier calls) work on a fresh machine.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Sends one message; returns the .eml path in outbox mode, else the SMTP message id. */
  async send(message: MailMessage): Promise<string> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (this.config.smtpUrl) return info.messageId;
    fs.mkdirSync(this.config.outboxDir, { recursive: true });
    const file = path.join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
    this.logger.log(`E-mail "${message.subject}" a ${String(message.to)} scritta in ${file}`);
    return file;
  }
}
