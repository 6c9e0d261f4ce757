/** The shape of a demo leaf spec and the helper that writes one compactly. */

import type { Gender, LookName, ParamKey, Range, SizeKey } from './demo-vocabulary';
export type Shape =
  | 'sofa'
  | 'armchair'
  | 'pouf'
  | 'stool'
  | 'bed'
  | 'bunkbed'
  | 'crib'
  | 'wardrobe'
  | 'table'
  | 'coffeetable'
  | 'sidetable'
  | 'chair'
  | 'officechair'
  | 'bench'
  | 'dresser'
  | 'cabinet'
  | 'tvstand'
  | 'vitrine'
  | 'shelf'
  | 'wallshelf'
  | 'coatrack'
  | 'mattress'
  | 'chandelier'
  | 'pendant'
  | 'ceilinglamp'
  | 'floorlamp'
  | 'tablelamp'
  | 'sconce'
  | 'bulb'
  | 'ledstrip'
  | 'rug'
  | 'roundrug'
  | 'pillow'
  | 'blanket'
  | 'curtain'
  | 'mirror'
  | 'picture'
  | 'vase'
  | 'candle'
  | 'clock'
  | 'plant'
  | 'pot'
  | 'kitchen'
  | 'sink'
  | 'faucet'
  | 'cookpot'
  | 'pan'
  | 'knives'
  | 'plates'
  | 'glass'
  | 'box'
  | 'basket'
  | 'shower'
  | 'bathtub'
  | 'toilet'
  | 'lounger'
  | 'swing'
  | 'hammock'
  | 'umbrella'
  | 'pergola'
  | 'grill'
  | 'desk'
  | 'vanity'
  | 'cart'
  | 'tent'
  | 'hook'
  | 'diningset';

export interface LeafSpec {
  /** The taxonomy leaf name. */
  leaf: string;
  /** Product noun used in names, e.g. 'Ъглов диван'. */
  noun: string;
  gender: Gender;
  shape: Shape;
  /** Base price range in BGN. */
  price: Range;
  /** Relative popularity: how many products the category gets. */
  weight: number;
  look: LookName;
  w?: Range;
  h?: Range;
  d?: Range;
  dia?: Range;
  params?: readonly ParamKey[];
  sizes?: SizeKey;
  /** Corner items come as left or right versions. */
  sides?: boolean;
  /** Extendable tables: the width is a range. */
  extendable?: boolean;
  /** Height-adjustable desks: the height is a range. */
  adjustable?: boolean;
  /** Large items cost more to deliver. */
  bulky?: boolean;
  /** Where it is used, in the form 'за {room}'. */
  room?: string;
}

type Extra = Omit<LeafSpec, 'leaf' | 'noun' | 'gender' | 'shape' | 'price' | 'weight' | 'look'>;

export const spec = (
  leaf: string,
  noun: string,
  gender: Gender,
  shape: Shape,
  price: Range,
  weight: number,
  look: LookName,
  extra: Extra = {},
): LeafSpec => ({
  leaf,
  noun,
  gender,
  shape,
  price,
  weight,
  look,
  ...extra,
});

export const sofaDims = { w: [1800, 2500], h: [800, 950], d: [900, 1050], bulky: true, room: 'хола' } as const;
export const bedDims = { sizes: 'mattress', h: [900, 1300], bulky: true, room: 'спалнята', params: ['storage'] } as const;
