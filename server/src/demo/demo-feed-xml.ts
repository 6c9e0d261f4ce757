/** Writing the demo plan as shop feeds: Heureka and Google Merchant items, titles in each shop's habits, feed files. */

import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { slugifyShort } from '@uyut/core';
import type { Gender } from './demo-data';
import type { Dimensions, Leaf, Offer, ShopPlan, TitleHabits } from './demo-plan';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = (minor: number) => (minor / 100).toFixed(2);
const moneyOrNull = (minor: number | null) => (minor === null ? null : money(minor));
const element = (tag: string, value: string | null) => (value === null ? '' : `<${tag}>${escapeXml(value)}</${tag}>`);

const SEAT_WORDS: Readonly<Record<string, string>> = { '2': 'дву', '3': 'три', '4': 'четири', '5': 'пет' };
const SEAT_ENDINGS: Readonly<Record<Gender, string>> = { m: 'местен', f: 'местна', n: 'местно' };

/** A size label ('160x200 см', 'Ø120 см') or a width in millimetres written the shop's way. */
function measureText(options: { label?: string; widthMm?: number; style: TitleHabits['measures'] }): string {
  const numbers = options.label ? (options.label.match(/\d+/g) ?? []).map(Number) : [(options.widthMm ?? 0) / 10];
  const prefix = options.label?.startsWith('Ø') ? 'Ø' : '';
  switch (options.style) {
    case 1:
      return `${prefix}${numbers.join(' х ')} см`;
    case 2:
      return `${prefix}${numbers.map((n) => n * 10).join('x')} мм`;
    case 3:
      return numbers.length > 1 ? `${prefix}${numbers.join('x')}` : `${prefix}${numbers.join('')} cm`;
    default:
      return `${prefix}${numbers.join('x')} см`;
  }
}

function seatsText(seats: string, gender: Gender, style: TitleHabits['seats']): string {
  if (style === 1) return `${seats} места`;
  const word = SEAT_WORDS[seats];
  return style === 2 && word ? `${word}${SEAT_ENDINGS[gender]}` : `${seats}-${SEAT_ENDINGS[gender]}`;
}

function letterCase(text: string, style: TitleHabits['letterCase']): string {
  switch (style) {
    case 'upper':
      return text.toLocaleUpperCase('bg');
    case 'lower':
      return text.toLocaleLowerCase('bg');
    case 'words':
      return text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => `${space}${letter.toLocaleUpperCase('bg')}`);
    default:
      return text;
  }
}

/**
 * The offer's title as its shop writes it: the shop's order and punctuation, letter case, colour form,
 * spelling of sizes and seats, and boilerplate; the same product reads differently in every shop.
 */
function offerName(options: { offer: Offer; shop: ShopPlan; snapshot: number }): string {
  const { offer, shop } = options;
  const { product } = offer;
  const habits = shop.title;
  const { gender } = product.leaf;
  const colour = product.colours[offer.colour]?.colour;
  const colourForm = (habits.colourAgrees ? colour?.forms[gender] : colour?.name) ?? '';
  const width = product.showWidth ? product.dimensions.width?.[0] : undefined;
  const extra = [
    product.seats === null ? null : seatsText(product.seats, gender, habits.seats),
    product.side,
    product.size ? measureText({ label: product.size.label, style: habits.measures }) : null,
    width === undefined ? null : measureText({ widthMm: width, style: habits.measures }),
  ].filter((x): x is string => Boolean(x));
  const noun = habits.colourFirst
    ? `${colourForm.charAt(0).toLocaleUpperCase('bg')}${colourForm.slice(1)} ${product.leaf.noun.toLocaleLowerCase('bg')}`
    : product.leaf.noun;
  const colourPart = habits.colourFirst ? [] : [colourForm];
  const base = `${noun} ${product.model}`;
  let name: string;
  switch (shop.nameStyle) {
    case 1:
      name = `${base} ${extra.join(' ')}${colourPart.map((c) => ` - ${c}`).join('')}`.replace(/\s+/g, ' ');
      break;
    case 2:
      name = [`${product.brand} ${base}`, ...colourPart, ...extra].join(', ');
      break;
    case 3:
      name = `${noun} „${product.model}“ ${[...extra, ...colourPart].join(' ')}`.trim();
      break;
    default:
      name = [base, ...extra, ...colourPart].join(', ');
  }
  name = letterCase(name, habits.letterCase);
  const oldPrice = offer.oldPrices[options.snapshot] ?? null;
  const price = offer.prices[options.snapshot] ?? offer.price;
  switch (habits.boilerplate) {
    case 'shop':
      return `${name} | ${shop.name}`;
    case 'delivery':
      return offer.deliveries.some((d) => d.price === 0) ? `${name} | Безплатна доставка` : name;
    case 'promo':
      if (oldPrice !== null && oldPrice > price) return `ПРОМО! ${name} -${Math.floor((1 - price / oldPrice) * 100)}%`;
      return offer.prices[0] === null ? `НОВО ${name}` : name;
    default:
      return name;
  }
}

function categoryText(leaf: Leaf, style: number): string {
  switch (style) {
    case 1:
      return leaf.longName.replace(/ \| /g, ' > ');
    case 2:
      return leaf.leaf;
    case 3:
      return `Начало > ${leaf.longName.replace(/ \| /g, ' > ')}`;
    default:
      return leaf.longName;
  }
}

const DIMENSION_NAMES = { width: 'Ширина', height: 'Височина', depth: 'Дълбочина', diameter: 'Диаметър' } as const;

/** Dimension PARAMs in the shop's habit: plain millimetres, '… мм', '… см', or the unit in the name. */
function dimensionParams(dimensions: Dimensions, style: number): { name: string; value: string }[] {
  const cm = (mm: number) => String(mm / 10).replace('.', ',');
  const format = ([from, to]: readonly [number, number], unit: (mm: number) => string) =>
    from === to ? unit(from) : `${unit(from)}-${unit(to)}`;
  return (Object.keys(DIMENSION_NAMES) as (keyof typeof DIMENSION_NAMES)[]).flatMap((key) => {
    const value = dimensions[key];
    if (!value) return [];
    const name = DIMENSION_NAMES[key];
    switch (style) {
      case 1:
        return [{ name, value: `${format(value, String)} мм` }];
      case 2:
        return [{ name, value: `${format(value, cm)} см` }];
      case 3:
        return [{ name: `${name} (см)`, value: format(value, cm) }];
      default:
        return [{ name, value: format(value, String) }];
    }
  });
}

interface ItemXmlOptions {
  offer: Offer;
  shop: ShopPlan;
  itemId: string;
  imageDir: string;
  snapshot: number;
}

function heurekaItemXml(options: ItemXmlOptions): string {
  const { offer, shop } = options;
  const { product } = offer;
  const colour = product.colours[offer.colour];
  if (!colour) throw new Error(`Product ${product.key} has no colour ${offer.colour}`);
  const name = offerName({ offer, shop, snapshot: options.snapshot });
  const images = colour.images.slice(0, offer.images).map((file) => pathToFileURL(join(options.imageDir, file)).href);
  const params = [
    { name: 'Цвят', value: colour.colour.name },
    ...product.params,
    ...dimensionParams(product.dimensions, shop.dimensionStyle),
  ];
  return [
    '<SHOPITEM>',
    element('ITEM_ID', options.itemId),
    element('ITEMGROUP_ID', offer.groupId),
    element('PRODUCTNAME', name),
    shop.sendsProduct ? element('PRODUCT', `${name} | ${shop.name}`) : '',
    `<DESCRIPTION><![CDATA[<p>${product.description}</p>]]></DESCRIPTION>`,
    element('URL', `${shop.url}p/${slugifyShort(name, 80)}-${options.itemId.toLowerCase()}`),
    images.map((url, i) => element(i === 0 ? 'IMGURL' : 'IMGURL_ALTERNATIVE', url)).join(''),
    element('PRICE_VAT', money(offer.prices[options.snapshot] ?? offer.price)),
    element('PRICE_BEFORE_DISCOUNT', moneyOrNull(offer.oldPrices[options.snapshot] ?? null)),
    element('EAN', offer.sendEan ? colour.ean : null),
    element('PRODUCTNO', offer.sendMpn ? colour.mpn : null),
    element('MANUFACTURER', offer.sendManufacturer ? product.brand : null),
    element('CATEGORYTEXT', categoryText(product.leaf, shop.categoryStyle)),
    params.map((p) => `<PARAM>${element('PARAM_NAME', p.name)}${element('VAL', p.value)}</PARAM>`).join(''),
    element('DELIVERY_DATE', String(offer.deliveryDays)),
    offer.deliveries
      .map(
        (d) =>
          `<DELIVERY>${element('DELIVERY_ID', d.id)}${element('DELIVERY_PRICE', money(d.price))}${element('DELIVERY_PRICE_COD', d.cod === null ? null : money(d.cod))}</DELIVERY>`,
      )
      .join(''),
    offer.voucher
      ? `<SALES_VOUCHER>${element('CODE', offer.voucher.code)}${element('VALUE', offer.voucher.value)}${element('DESCRIPTION', offer.voucher.description)}</SALES_VOUCHER>`
      : '',
    offer.installment
      ? `<INSTALLMENT>${element('MONTHS', String(offer.installment.months))}${element('AMOUNT', money(offer.installment.amount))}</INSTALLMENT>`
      : '',
    element('COOLING_OFF_PERIOD', shop.coolingOffDays === null ? null : String(shop.coolingOffDays)),
    '</SHOPITEM>\n',
  ].join('');
}

const GOOGLE_DIMENSIONS = { width: 'g:product_width', height: 'g:product_height', depth: 'g:product_length' } as const;

/** The same offer as a Google Merchant RSS item: sale_price carries a discount, shipping the carriers. */
function googleItemXml(options: ItemXmlOptions): string {
  const { offer, shop } = options;
  const { product } = offer;
  const colour = product.colours[offer.colour];
  if (!colour) throw new Error(`Product ${product.key} has no colour ${offer.colour}`);
  const name = offerName({ offer, shop, snapshot: options.snapshot });
  const images = colour.images.slice(0, offer.images).map((file) => pathToFileURL(join(options.imageDir, file)).href);
  const price = offer.prices[options.snapshot] ?? offer.price;
  const oldPrice = offer.oldPrices[options.snapshot] ?? null;
  const bgn = (minor: number) => `${money(minor)} BGN`;
  const dimensions = (Object.keys(GOOGLE_DIMENSIONS) as (keyof typeof GOOGLE_DIMENSIONS)[]).map((key) => {
    const value = product.dimensions[key];
    return value && value[0] === value[1] ? element(GOOGLE_DIMENSIONS[key], `${value[0] / 10} cm`) : '';
  });
  return [
    '<item>',
    element('g:id', options.itemId),
    element('g:item_group_id', offer.groupId),
    element('g:title', name),
    `<g:description><![CDATA[<p>${product.description}</p>]]></g:description>`,
    element('g:link', `${shop.url}p/${slugifyShort(name, 80)}-${options.itemId.toLowerCase()}`),
    images.map((url, i) => element(i === 0 ? 'g:image_link' : 'g:additional_image_link', url)).join(''),
    element('g:price', bgn(oldPrice ?? price)),
    element('g:sale_price', oldPrice === null ? null : bgn(price)),
    element('g:availability', offer.deliveryDays === 0 ? 'in_stock' : 'backorder'),
    element('g:gtin', offer.sendEan ? colour.ean : null),
    element('g:mpn', offer.sendMpn ? colour.mpn : null),
    element('g:brand', offer.sendManufacturer ? product.brand : null),
    element('g:product_type', product.leaf.longName.replace(/ \| /g, ' > ')),
    element('g:color', colour.colour.name),
    dimensions.join(''),
    product.params
      .map(
        (p) =>
          `<g:product_detail>${element('g:section_name', 'Характеристики')}${element('g:attribute_name', p.name)}${element('g:attribute_value', p.value)}</g:product_detail>`,
      )
      .join(''),
    offer.deliveries
      .map(
        (d) =>
          `<g:shipping>${element('g:country', 'BG')}${element('g:service', d.id)}${element('g:price', bgn(d.price))}${element('g:max_handling_time', String(offer.deliveryDays))}${element('g:max_transit_time', '2')}</g:shipping>`,
      )
      .join(''),
    offer.installment
      ? `<g:installment>${element('g:months', String(offer.installment.months))}${element('g:amount', bgn(offer.installment.amount))}</g:installment>`
      : '',
    element('g:condition', 'new'),
    '</item>\n',
  ].join('');
}

export const FEED_FRAMES = {
  heureka: { head: '<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n', tail: '</SHOP>\n', item: heurekaItemXml },
  google: {
    head: '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n',
    tail: '</channel>\n</rss>\n',
    item: googleItemXml,
  },
} as const;

/** Buffered synchronous file writer: feeds are written piecewise, never assembled whole in memory. */
export class FeedWriter {
  private readonly fd: number;
  private buffer: string[] = [];
  private size = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  write(text: string): void {
    this.buffer.push(text);
    this.size += text.length;
    if (this.size > 256 * 1024) this.flush();
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }

  private flush(): void {
    writeSync(this.fd, this.buffer.join(''));
    this.buffer = [];
    this.size = 0;
  }
}
