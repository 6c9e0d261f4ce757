import { escapeHtml } from '@uyut/core';
import type { MailMessage } from '../../lib/mailer';

/* The accounts' e-mails, in Bulgarian: every subject and body the server sends about an account is here. */

function mail(options: { to: string; subject: string; lines: string[]; link: { url: string; label: string } }): MailMessage {
  const { to, subject, lines, link } = options;
  const text = [...lines, '', `${link.label}: ${link.url}`, '', 'Екипът на Уют'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '<p>Екипът на Уют</p>',
  ].join('\n');
  return { to, subject, text, html, links: [link.url] };
}

export function confirmationMail(options: { to: string; name: string; url: string }): MailMessage {
  return mail({
    to: options.to,
    subject: 'Потвърдете регистрацията си в Уют',
    lines: [
      `Здравейте, ${options.name}!`,
      'Благодарим ви, че се регистрирахте в Уют. Потвърдете адреса си, за да влезете в профила си.',
      'Линкът е валиден 24 часа. Ако не сте се регистрирали вие, не правете нищо.',
    ],
    link: { url: options.url, label: 'Потвърждаване на регистрацията' },
  });
}

export function alreadyRegisteredMail(options: { to: string; url: string }): MailMessage {
  return mail({
    to: options.to,
    subject: 'Вече имате профил в Уют',
    lines: [
      'Някой (вероятно вие) се опита да се регистрира в Уют с този адрес, но вие вече имате профил.',
      'Ако сте забравили паролата си, можете да я смените. Ако не сте били вие, не правете нищо.',
    ],
    link: { url: options.url, label: 'Забравена парола' },
  });
}

export function passwordResetMail(options: { to: string; url: string }): MailMessage {
  return mail({
    to: options.to,
    subject: 'Смяна на паролата в Уют',
    lines: [
      'Получихме заявка за смяна на паролата за вашия профил в Уют.',
      'Линкът е валиден 30 минути и може да се използва само веднъж. Ако не сте поискали смяна, не правете нищо.',
    ],
    link: { url: options.url, label: 'Задаване на нова парола' },
  });
}
