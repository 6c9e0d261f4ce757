/** How an offer reaches the buyer. */
export type DeliveryType = 'courier' | 'locker' | 'post' | 'own' | 'pickup';

export interface CarrierInfo {
  /** Groups delivery options of the same company into one provider. */
  provider: string;
  label: string;
  logo: string | null;
  website: string | null;
  type: DeliveryType;
  /** The option's own label, e.g. 'До адрес' or 'До автомат'. */
  itemLabel: string;
}

interface Provider {
  label: string;
  /** No carrier logos are bundled yet; the site shows the label. */
  logo: string | null;
  website: string | null;
}

const PROVIDERS: Readonly<Record<string, Provider>> = {
  econt: { label: 'Еконт', logo: null, website: 'https://www.econt.com/' },
  speedy: { label: 'Спиди', logo: null, website: 'https://www.speedy.bg/' },
  boxnow: { label: 'BOX NOW', logo: null, website: 'https://boxnow.bg/' },
  sameday: { label: 'Sameday', logo: null, website: 'https://sameday.bg/' },
  bgpost: { label: 'Български пощи', logo: null, website: 'https://www.bgpost.bg/' },
  dhl: { label: 'DHL', logo: null, website: 'https://www.dhl.com/bg-bg/' },
  shop: { label: 'Транспорт на магазина', logo: null, website: null },
  delivery: { label: 'Доставка', logo: null, website: null },
};

/** Carrier codes as Heureka-style feeds send them (and Google `shipping` service names, upper-cased). */
const CARRIERS: Readonly<Record<string, { provider: string; type: DeliveryType; itemLabel: string }>> = {
  ECONT: { provider: 'econt', type: 'courier', itemLabel: 'До адрес' },
  ECONT_OFFICE: { provider: 'econt', type: 'pickup', itemLabel: 'До офис' },
  ECONT_BOX: { provider: 'econt', type: 'locker', itemLabel: 'До автомат' },
  SPEEDY: { provider: 'speedy', type: 'courier', itemLabel: 'До адрес' },
  SPEEDY_OFFICE: { provider: 'speedy', type: 'pickup', itemLabel: 'До офис' },
  SPEEDY_BOX: { provider: 'speedy', type: 'locker', itemLabel: 'До автомат' },
  BOX_NOW: { provider: 'boxnow', type: 'locker', itemLabel: 'До автомат' },
  BOXNOW: { provider: 'boxnow', type: 'locker', itemLabel: 'До автомат' },
  SAMEDAY: { provider: 'sameday', type: 'courier', itemLabel: 'До адрес' },
  SAMEDAY_BOX: { provider: 'sameday', type: 'locker', itemLabel: 'До easybox' },
  BULGARIAN_POSTS: { provider: 'bgpost', type: 'post', itemLabel: 'До пощенска станция' },
  BG_POST: { provider: 'bgpost', type: 'post', itemLabel: 'До пощенска станция' },
  DHL: { provider: 'dhl', type: 'courier', itemLabel: 'До адрес' },
  VLASTNI_PREPRAVA: { provider: 'shop', type: 'own', itemLabel: 'С транспорт на магазина' },
  OSOBNI_ODBER: { provider: 'shop', type: 'pickup', itemLabel: 'Вземане от магазина' },
  /* A Google `shipping` block without `service`: the shop's delivery, carrier unnamed. */
  DELIVERY: { provider: 'delivery', type: 'courier', itemLabel: 'До адрес' },
};

/** A code as CARRIERS spells it: upper case, words joined by '_'. */
const codeOf = (text: string) =>
  text
    .trim()
    .toLocaleUpperCase('bg')
    .replace(/[\s-]+/g, '_');

/** Carrier names as shops write them, in Cyrillic or Latin, by company word; the option word picks office or locker. */
const NAMED_CARRIERS: readonly { name: RegExp; code: string; office?: string; locker?: string }[] = [
  { name: /еконт|econt/, code: 'ECONT', office: 'ECONT_OFFICE', locker: 'ECONT_BOX' },
  { name: /спиди|speedy/, code: 'SPEEDY', office: 'SPEEDY_OFFICE', locker: 'SPEEDY_BOX' },
  { name: /бокс_?нау|box_?now/, code: 'BOX_NOW' },
  { name: /сеймдей|самедей|sameday|easybox|изибокс/, code: 'SAMEDAY', locker: 'SAMEDAY_BOX' },
  { name: /(български|бг)_пощи|bulgarian_posts?|bg_?post/, code: 'BULGARIAN_POSTS' },
  { name: /дхл|dhl/, code: 'DHL' },
  { name: /вземане|взимане|лично|от_магазина|pickup|osobni/, code: 'OSOBNI_ODBER' },
  { name: /собствен|транспорт_на_магазина|vlastni/, code: 'VLASTNI_PREPRAVA' },
];

/**
 * The carrier code of a delivery name from a feed: a known code as it is ('ECONT', 'speedy-box'), a name such
 * as 'Еконт', 'Спиди до офис', 'Еконт – автомат' or 'Български пощи' by its company and option words; anything
 * else is kept as written (trimmed).
 */
export function carrierCode(name: string): string {
  const code = codeOf(name);
  if (CARRIERS[code]) return code;
  const words = code.toLocaleLowerCase('bg');
  const named = NAMED_CARRIERS.find((carrier) => carrier.name.test(words));
  if (!named) return name.trim();
  if (named.locker && /автомат|box|локер|locker|easybox|изибокс/.test(words.replace(/box_?now|бокс_?нау/, ''))) return named.locker;
  if (named.office && /офис|office/.test(words)) return named.office;
  return named.code;
}

/** What we know of a carrier code; an unknown code is its own provider, labelled with the code itself. */
export function carrierInfo(carrierId: string): CarrierInfo {
  const known = CARRIERS[carrierCode(carrierId)];
  const provider = known ? (PROVIDERS[known.provider] as Provider) : null;
  if (!known || !provider)
    return { provider: `other:${carrierId}`, label: carrierId, logo: null, website: null, type: 'courier', itemLabel: carrierId };
  return { provider: known.provider, ...provider, type: known.type, itemLabel: known.itemLabel };
}
