import { escapeHtml } from '@uyut/core';
import type { MailMessage } from '../../lib/mailer';

/* The watchdog's e-mails, in Bulgarian: every subject and body the server sends about a watchdog is here. */

interface Link {
  url: string;
  label: string;
}

function mail(options: { to: string; subject: string; lines: string[]; links: Link[]; headers?: Record<string, string> }): MailMessage {
  const { to, subject, lines, links } = options;
  const text = [...lines, '', ...links.map((link) => `${link.label}: ${link.url}`), '', 'Екипът на Уют'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`),
    '<p>Екипът на Уют</p>',
  ].join('\n');
  return { to, subject, text, html, links: links.map((link) => link.url), ...(options.headers ? { headers: options.headers } : {}) };
}

/** What the shopper waits for, in words: "отново е в наличност" or "струва 499,90 лв. или по-малко". */
const waitingFor = (target: string | null) => (target === null ? 'отново е в наличност' : `струва ${target} или по-малко`);

export function confirmationMail(options: { to: string; product: string; target: string | null; url: string }): MailMessage {
  return mail({
    to: options.to,
    subject: 'Потвърдете следенето на продукт в Уют',
    lines: [
      `Получихме заявка да ви пишем, когато „${options.product}“ ${waitingFor(options.target)}.`,
      'Потвърдете адреса си, за да започнем да следим продукта. Ако не сте били вие, не правете нищо.',
    ],
    links: [{ url: options.url, label: 'Потвърждаване на следенето' }],
  });
}

/**
 * An alert: the product, its price now and its page, with a visible unsubscribe link to the site's page and the
 * RFC 8058 one-click headers pointing at the API (the mail provider POSTs there).
 */
export function alertMail(options: {
  to: string;
  product: string;
  price: string;
  target: string | null;
  productUrl: string;
  unsubscribePage: string;
  oneClickUrl: string;
}): MailMessage {
  const { product, price, target } = options;
  return mail({
    to: options.to,
    subject: target === null ? `„${product}“ отново е в наличност` : `Цената на „${product}“ падна до ${price}`,
    lines: [
      target === null
        ? `Продуктът „${product}“, който следите, отново е в наличност на цена ${price}.`
        : `Продуктът „${product}“, който следите, вече струва ${price} (желаната от вас цена: до ${target}).`,
      'Няма да ви пишем отново, докато цената и наличността не се променят пак.',
    ],
    links: [
      { url: options.productUrl, label: 'Вижте продукта' },
      { url: options.unsubscribePage, label: 'Прекратяване на следването' },
    ],
    headers: { 'List-Unsubscribe': `<${options.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
