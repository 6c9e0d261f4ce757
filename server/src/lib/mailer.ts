import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

/** One e-mail to send: Bulgarian text and HTML, and the links it carries (written beside it in the outbox). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer with SMTP when `smtpUrl` is set; otherwise each message is written to `outbox` as
 * `<ISO time>-<id>.eml` (the RFC 822 message nodemailer composed) and a sidecar `.json` `{to, subject, text, html,
 * headers, links}`, so people and tests can read the mail and follow its links without a mail server.
 */
export function createMailer(options: { from: string; outbox: string; smtpUrl?: string }): Mailer {
  const { from, outbox } = options;
  if (options.smtpUrl !== undefined) {
    const smtp = createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
      },
    };
  }
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await stream.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      await mkdir(outbox, { recursive: true });
      const base = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(6).toString('hex')}`;
      const sidecar = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? {},
        links: message.links,
      };
      await writeFile(join(outbox, `${base}.eml`), info.message as Buffer);
      /* The sidecar appears whole or not at all: readers wait for the .json. */
      await writeFile(join(outbox, `${base}.json.tmp`), `${JSON.stringify(sidecar, null, 2)}\n`);
      await rename(join(outbox, `${base}.json.tmp`), join(outbox, `${base}.json`));
    },
  };
}
