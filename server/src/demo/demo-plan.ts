/** The plan the demo generator draws before writing feeds: shops and their habits, products, offers. */

import type { DemoColour, LeafSpec, SizeChoice } from './demo-data';
import type { DemoShop, NearDuplicateKind } from './generator';
import type { Random } from './prng';

export interface ShopPlan extends DemoShop {
  departments: ReadonlySet<string> | 'all';
  code: string;
  weight: number;
  nameStyle: number;
  categoryStyle: number;
  dimensionStyle: number;
  sendsProduct: boolean;
  /** Sends no EAN and no MPN at all, like many small shops. */
  sendsIdentifiers: boolean;
  title: TitleHabits;
  /** Typical dispatch time of this shop, in days. */
  speed: number;
  coolingOffDays: number | null;
}

/** How a shop writes its titles: the demo's source of near-duplicate offers of one product. */
export interface TitleHabits {
  letterCase: 'as-is' | 'upper' | 'lower' | 'words';
  colourFirst: boolean;
  /** The colour in the noun's gender ('сива') or as the colour's name ('сив'). */
  colourAgrees: boolean;
  /** '160x200 см', '160 х 200 см', '1600x2000 мм' or '160x200'. */
  measures: 0 | 1 | 2 | 3;
  /** '3-местен', '3 места' or 'триместен'. */
  seats: 0 | 1 | 2;
  boilerplate: 'none' | 'shop' | 'delivery' | 'promo';
}

export interface Leaf extends LeafSpec {
  longName: string;
  department: string;
}

export interface Dimensions {
  width: readonly [number, number] | null;
  height: readonly [number, number] | null;
  depth: readonly [number, number] | null;
  diameter: readonly [number, number] | null;
}

export interface ProductPlan {
  key: string;
  leaf: Leaf;
  model: string;
  brand: string;
  material: string;
  style: string;
  size: SizeChoice | null;
  side: string | null;
  dimensions: Dimensions;
  params: { name: string; value: string }[];
  /** Base price in stotinki. */
  price: number;
  description: string;
  colours: { colour: DemoColour; ean: string | null; mpn: string | null; images: string[]; priceFactor: number }[];
  /** Seat count shown in titles (sofas). */
  seats: string | null;
  /** Titles show the width (series that differ in it). */
  showWidth: boolean;
}

/** What a near-duplicate takes over from the product it copies. */
export interface SeriesTraits {
  base: ProductPlan;
  /** The near-duplicates of `base` so far: the changed detail must differ from theirs too. */
  members: readonly ProductPlan[];
  differs: NearDuplicateKind;
  rng: Random;
}

export interface Offer {
  product: ProductPlan;
  colour: number;
  groupId: string | null;
  price: number;
  voucher: { code: string; value: string; description: string } | null;
  deliveryDays: number;
  deliveries: { id: string; price: number; cod: number | null }[];
  /** Price at each snapshot of DEMO_SNAPSHOT_DAYS (the last is `price`); null where the offer is not listed yet. */
  prices: (number | null)[];
  /** The shop's claimed old price at each snapshot. */
  oldPrices: (number | null)[];
  installment: { months: number; amount: number } | null;
  sendEan: boolean;
  sendMpn: boolean;
  sendManufacturer: boolean;
  images: number;
}
