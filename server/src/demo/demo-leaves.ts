/** One spec per taxonomy leaf of the demo catalogue: noun, shape, price range, dimensions and look. */

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

const spec = (
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

const sofaDims = { w: [1800, 2500], h: [800, 950], d: [900, 1050], bulky: true, room: 'хола' } as const;
const bedDims = { sizes: 'mattress', h: [900, 1300], bulky: true, room: 'спалнята', params: ['storage'] } as const;

/** One spec per taxonomy leaf (a test checks the two lists stay in step). */
export const LEAF_SPECS: readonly LeafSpec[] = [
  spec('Ъглови дивани', 'Ъглов диван', 'm', 'sofa', [1100, 4500], 6, 'upholstery', {
    ...sofaDims,
    w: [2300, 3200],
    d: [1500, 2000],
    sides: true,
    params: ['seats', 'mechanism', 'storage'],
  }),
  spec('Разтегателни дивани', 'Разтегателен диван', 'm', 'sofa', [600, 2600], 5, 'upholstery', {
    ...sofaDims,
    params: ['seats', 'storage'],
  }),
  spec('Двуместни дивани', 'Двуместен диван', 'm', 'sofa', [450, 1600], 2, 'upholstery', { ...sofaDims, w: [1400, 1700] }),
  spec('Триместни дивани', 'Триместен диван', 'm', 'sofa', [650, 2900], 3, 'upholstery', { ...sofaDims, params: ['mechanism'] }),
  spec('Модулни дивани', 'Модулен диван', 'm', 'sofa', [1500, 5200], 2, 'upholstery', {
    ...sofaDims,
    w: [2600, 3600],
    d: [1000, 1900],
    params: ['seats'],
  }),
  spec('Дивани с релакс механизъм', 'Релакс диван', 'm', 'sofa', [1300, 4800], 1.5, 'upholstery', { ...sofaDims, params: ['seats'] }),
  spec('Кресла', 'Кресло', 'n', 'armchair', [180, 1300], 3, 'upholstery', { w: [650, 950], h: [750, 1050], d: [700, 950], room: 'хола' }),
  spec('Люлеещи се кресла', 'Люлеещо се кресло', 'n', 'armchair', [220, 990], 1, 'upholstery', {
    w: [600, 800],
    h: [900, 1100],
    d: [800, 1000],
    room: 'хола',
  }),
  spec('Табуретки', 'Табуретка', 'f', 'stool', [29, 249], 1.5, 'wood', { w: [300, 450], h: [420, 480], d: [300, 450] }),
  spec('Пуфове', 'Пуф', 'm', 'pouf', [39, 299], 2, 'upholstery', { dia: [350, 600], h: [350, 480] }),
  spec('Пуфове тип круша', 'Пуф тип круша', 'm', 'pouf', [59, 249], 1, 'upholstery', { dia: [650, 900], h: [800, 1100] }),
  spec('Тапицирани легла', 'Тапицирано легло', 'n', 'bed', [450, 2800], 4, 'upholstery', bedDims),
  spec('Дървени легла', 'Дървено легло', 'n', 'bed', [350, 2200], 2, 'wood', bedDims),
  spec('Метални легла', 'Метално легло', 'n', 'bed', [250, 1100], 1, 'metal', bedDims),
  spec('Боксспринг легла', 'Боксспринг легло', 'n', 'bed', [1200, 4800], 2, 'upholstery', bedDims),
  spec('Единични легла', 'Единично легло', 'n', 'bed', [190, 890], 1.5, 'wood', { ...bedDims, sizes: 'kidsMattress' }),
  spec('Легла с ракла', 'Легло с ракла', 'n', 'bed', [550, 2400], 2.5, 'upholstery', { ...bedDims, params: [] }),
  spec('Гардероби с плъзгащи врати', 'Гардероб с плъзгащи врати', 'm', 'wardrobe', [450, 2900], 3, 'wood', {
    w: [1200, 2700],
    h: [2000, 2400],
    d: [600, 650],
    bulky: true,
    room: 'спалнята',
    params: ['doors'],
  }),
  spec('Гардероби с отваряеми врати', 'Гардероб', 'm', 'wardrobe', [290, 1900], 2.5, 'wood', {
    w: [800, 2000],
    h: [1800, 2200],
    d: [520, 600],
    bulky: true,
    room: 'спалнята',
    params: ['doors'],
  }),
  spec('Ъглови гардероби', 'Ъглов гардероб', 'm', 'wardrobe', [490, 2400], 1, 'wood', {
    w: [900, 1300],
    h: [2000, 2200],
    d: [900, 1300],
    sides: true,
    bulky: true,
    room: 'спалнята',
  }),
  spec('Гардероби с огледало', 'Гардероб с огледало', 'm', 'wardrobe', [390, 2600], 1.5, 'wood', {
    w: [1000, 2500],
    h: [2000, 2300],
    d: [550, 620],
    bulky: true,
    room: 'спалнята',
    params: ['doors'],
  }),
  spec('Трапезни маси', 'Трапезна маса', 'f', 'table', [180, 1900], 3, 'wood', {
    w: [1200, 2000],
    h: [740, 770],
    d: [800, 1000],
    bulky: true,
    room: 'трапезарията',
    params: ['tableSeats', 'tableShape'],
  }),
  spec('Разтегателни маси', 'Разтегателна маса', 'f', 'table', [250, 2200], 2, 'wood', {
    w: [1200, 1600],
    h: [740, 770],
    d: [800, 950],
    extendable: true,
    bulky: true,
    room: 'трапезарията',
    params: ['tableSeats'],
  }),
  spec('Холни маси', 'Холна маса', 'f', 'coffeetable', [79, 799], 3, 'wood', {
    w: [800, 1300],
    h: [350, 480],
    d: [500, 700],
    room: 'хола',
    params: ['tableShape'],
  }),
  spec('Странични маси', 'Странична маса', 'f', 'sidetable', [49, 349], 1.5, 'metal', { dia: [350, 550], h: [450, 600], room: 'хола' }),
  spec('Конзоли', 'Конзола', 'f', 'table', [129, 899], 1, 'wood', { w: [900, 1400], h: [750, 800], d: [300, 400], room: 'антрето' }),
  spec('Бар маси', 'Бар маса', 'f', 'table', [149, 899], 0.8, 'metal', { w: [600, 1200], h: [1000, 1100], d: [600, 700], room: 'кухнята' }),
  spec('Трапезни столове', 'Трапезен стол', 'm', 'chair', [59, 449], 4, 'upholstery', {
    w: [420, 560],
    h: [800, 1000],
    d: [480, 600],
    room: 'трапезарията',
  }),
  spec('Бар столове', 'Бар стол', 'm', 'stool', [69, 399], 2, 'metal', { w: [380, 480], h: [900, 1150], d: [380, 500], room: 'кухнята' }),
  spec('Сгъваеми столове', 'Сгъваем стол', 'm', 'chair', [29, 149], 1, 'metal', { w: [400, 480], h: [780, 850], d: [450, 520] }),
  spec('Пейки', 'Пейка', 'f', 'bench', [99, 699], 1, 'wood', { w: [1000, 1600], h: [420, 480], d: [350, 450] }),
  spec('Скринове', 'Скрин', 'm', 'dresser', [129, 1190], 3, 'wood', {
    w: [600, 1400],
    h: [750, 1200],
    d: [400, 500],
    room: 'спалнята',
    params: ['drawers'],
  }),
  spec('Нощни шкафчета', 'Нощно шкафче', 'n', 'dresser', [39, 399], 2.5, 'wood', {
    w: [400, 550],
    h: [450, 600],
    d: [350, 450],
    room: 'спалнята',
    params: ['drawers'],
  }),
  spec('Витрини', 'Витрина', 'f', 'vitrine', [249, 1490], 1.5, 'wood', {
    w: [500, 1100],
    h: [1600, 2000],
    d: [350, 450],
    bulky: true,
    room: 'хола',
  }),
  spec('Бюфети', 'Бюфет', 'm', 'cabinet', [249, 1590], 1.5, 'wood', {
    w: [1400, 2000],
    h: [750, 900],
    d: [400, 500],
    bulky: true,
    room: 'трапезарията',
    params: ['doors'],
  }),
  spec('ТВ шкафове', 'ТВ шкаф', 'm', 'tvstand', [89, 990], 3, 'wood', { w: [1200, 2200], h: [400, 600], d: [350, 450], room: 'хола' }),
  spec('Шкафове с рафтове', 'Шкаф с рафтове', 'm', 'cabinet', [99, 890], 1.5, 'wood', {
    w: [600, 1000],
    h: [800, 1900],
    d: [350, 450],
    params: ['doors'],
  }),
  spec('Библиотеки', 'Библиотека', 'f', 'shelf', [119, 1190], 1.5, 'wood', {
    w: [600, 1600],
    h: [1600, 2200],
    d: [280, 380],
    bulky: true,
    room: 'хола',
  }),
  spec('Етажерки', 'Етажерка', 'f', 'shelf', [39, 349], 1.5, 'wood', { w: [400, 800], h: [900, 1800], d: [250, 350] }),
  spec('Портманта', 'Портманто', 'n', 'coatrack', [129, 890], 1.5, 'wood', {
    w: [800, 1400],
    h: [1800, 2000],
    d: [300, 400],
    room: 'антрето',
  }),
  spec('Шкафове за обувки', 'Шкаф за обувки', 'm', 'cabinet', [69, 590], 2, 'wood', {
    w: [600, 1200],
    h: [800, 1300],
    d: [250, 380],
    room: 'антрето',
  }),
  spec('Стоящи закачалки', 'Стояща закачалка', 'f', 'coatrack', [29, 199], 1, 'metal', {
    dia: [400, 550],
    h: [1700, 1850],
    room: 'антрето',
  }),
  spec('Пружинни матраци', 'Пружинен матрак', 'm', 'mattress', [199, 1490], 4, 'sleep', {
    sizes: 'mattress',
    h: [200, 320],
    bulky: true,
    params: ['firmness', 'zones'],
  }),
  spec('Матраци от мемори пяна', 'Матрак от мемори пяна', 'm', 'mattress', [299, 1890], 3.5, 'sleep', {
    sizes: 'mattress',
    h: [180, 300],
    bulky: true,
    params: ['firmness', 'zones'],
  }),
  spec('Латексови матраци', 'Латексов матрак', 'm', 'mattress', [499, 2490], 1.5, 'sleep', {
    sizes: 'mattress',
    h: [180, 260],
    bulky: true,
    params: ['firmness'],
  }),
  spec('Матраци от студена пяна', 'Матрак от студена пяна', 'm', 'mattress', [199, 990], 1.5, 'sleep', {
    sizes: 'mattress',
    h: [160, 240],
    bulky: true,
    params: ['firmness'],
  }),
  spec('Детски матраци', 'Детски матрак', 'm', 'mattress', [89, 490], 1.5, 'sleep', {
    sizes: 'kidsMattress',
    h: [100, 180],
    params: ['firmness'],
    room: 'детската стая',
  }),
  spec('Топери', 'Топер', 'm', 'mattress', [79, 690], 2, 'sleep', { sizes: 'mattress', h: [40, 80] }),
  spec('Подматрачни рамки', 'Подматрачна рамка', 'f', 'mattress', [89, 590], 1, 'wood', { sizes: 'mattress', h: [60, 120] }),
  spec('Полилеи', 'Полилей', 'm', 'chandelier', [89, 1490], 3, 'lighting', {
    dia: [450, 900],
    h: [400, 1100],
    params: ['socket', 'lights'],
  }),
  spec('Пендели', 'Пендел', 'm', 'pendant', [39, 590], 3, 'lighting', { dia: [200, 600], h: [250, 1200], params: ['socket'] }),
  spec('Плафониери', 'Плафониера', 'f', 'ceilinglamp', [29, 490], 2, 'lighting', {
    dia: [250, 600],
    h: [80, 200],
    params: ['socket', 'power'],
  }),
  spec('Лампиони', 'Лампион', 'm', 'floorlamp', [59, 690], 2, 'lighting', { dia: [280, 500], h: [1400, 1850], params: ['socket'] }),
  spec('Настолни лампи', 'Настолна лампа', 'f', 'tablelamp', [25, 349], 2, 'lighting', {
    dia: [150, 400],
    h: [300, 650],
    params: ['socket'],
  }),
  spec('Аплици', 'Аплик', 'm', 'sconce', [25, 399], 2, 'lighting', {
    w: [100, 450],
    h: [150, 400],
    d: [80, 250],
    params: ['socket', 'mounting'],
  }),
  spec('Нощни лампи', 'Нощна лампа', 'f', 'tablelamp', [19, 199], 1.5, 'lighting', {
    dia: [120, 280],
    h: [220, 450],
    room: 'спалнята',
    params: ['socket'],
  }),
  spec('Спот осветление', 'Спот лампа', 'f', 'sconce', [15, 249], 1, 'lighting', {
    w: [80, 600],
    h: [80, 200],
    d: [80, 150],
    params: ['socket', 'lights'],
  }),
  spec('LED ленти', 'LED лента', 'f', 'ledstrip', [12, 149], 1, 'lighting', { w: [2000, 10000], params: ['power', 'protection'] }),
  spec('Крушки', 'LED крушка', 'f', 'bulb', [5, 49], 1.5, 'lighting', { dia: [45, 125], h: [80, 180], params: ['socket', 'power'] }),
  spec('Модерни килими', 'Модерен килим', 'm', 'rug', [39, 990], 4, 'rug', { sizes: 'rug', h: [6, 20], params: ['pile'] }),
  spec('Класически килими', 'Класически килим', 'm', 'rug', [49, 1490], 2, 'rug', { sizes: 'rug', h: [8, 15], params: ['pile'] }),
  spec('Шаги килими', 'Шаги килим', 'm', 'rug', [59, 890], 2, 'rug', { sizes: 'rug', h: [30, 50] }),
  spec('Кръгли килими', 'Кръгъл килим', 'm', 'roundrug', [39, 690], 1.5, 'rug', { sizes: 'roundRug', h: [6, 30], params: ['pile'] }),
  spec('Детски килими', 'Детски килим', 'm', 'rug', [29, 390], 1.5, 'kids', { sizes: 'rug', h: [6, 15], room: 'детската стая' }),
  spec('Пътеки', 'Килим пътека', 'm', 'rug', [25, 390], 1.5, 'rug', { sizes: 'runner', h: [5, 12], room: 'коридора' }),
  spec('Изтривалки', 'Изтривалка', 'f', 'rug', [12, 89], 1, 'rug', { sizes: 'doormat', h: [5, 20], room: 'входа' }),
  spec('Външни килими', 'Килим за открито', 'm', 'rug', [39, 590], 1, 'garden', { sizes: 'rug', h: [4, 8], room: 'терасата' }),
  spec('Спално бельо', 'Спално бельо', 'n', 'pillow', [39, 299], 3, 'textile', {
    sizes: 'bedding',
    params: ['composition'],
    room: 'спалнята',
  }),
  spec('Завивки', 'Завивка', 'f', 'blanket', [39, 390], 2, 'textile', { sizes: 'bedding', params: ['composition'], room: 'спалнята' }),
  spec('Възглавници за сън', 'Възглавница', 'f', 'pillow', [15, 159], 2, 'textile', {
    w: [500, 700],
    d: [400, 500],
    h: [100, 160],
    room: 'спалнята',
  }),
  spec('Одеяла и карета', 'Одеяло', 'n', 'blanket', [25, 249], 2, 'textile', { sizes: 'bedding' }),
  spec('Покривки за легло', 'Покривка за легло', 'f', 'blanket', [35, 249], 1.5, 'textile', { sizes: 'bedding', room: 'спалнята' }),
  spec('Пердета', 'Перде', 'n', 'curtain', [19, 149], 2, 'textile', { sizes: 'curtain' }),
  spec('Завеси', 'Завеса', 'f', 'curtain', [29, 249], 2, 'textile', { sizes: 'curtain' }),
  spec('Декоративни възглавници', 'Декоративна възглавница', 'f', 'pillow', [12, 89], 2, 'textile', { sizes: 'cushion', room: 'хола' }),
  spec('Покривки за маса', 'Покривка за маса', 'f', 'blanket', [15, 119], 1, 'textile', { sizes: 'tablecloth', room: 'трапезарията' }),
  spec('Огледала', 'Стенно огледало', 'n', 'mirror', [39, 690], 2, 'decor', { w: [400, 1000], h: [600, 1800], d: [20, 40] }),
  spec('Картини', 'Картина', 'f', 'picture', [29, 490], 2, 'decor', { w: [400, 1400], h: [300, 1000], d: [20, 40], params: ['technique'] }),
  spec('Вази', 'Ваза', 'f', 'vase', [15, 199], 1.5, 'decor', { dia: [100, 250], h: [180, 600] }),
  spec('Свещи и свещници', 'Свещник', 'm', 'candle', [12, 149], 1, 'decor', { dia: [80, 200], h: [100, 450] }),
  spec('Стенни часовници', 'Стенен часовник', 'm', 'clock', [25, 249], 1, 'decor', { dia: [300, 600], d: [30, 50] }),
  spec('Изкуствени цветя', 'Изкуствено растение', 'n', 'plant', [19, 349], 1, 'decor', { dia: [150, 500], h: [300, 1600] }),
  spec('Фоторамки', 'Фоторамка', 'f', 'picture', [9, 79], 1, 'decor', { w: [150, 400], h: [200, 500], d: [15, 25] }),
  spec('Декоративни фигури', 'Декоративна фигура', 'f', 'vase', [15, 249], 1, 'decor', { w: [100, 300], h: [150, 500], d: [80, 200] }),
  spec('Саксии и кашпи', 'Кашпа', 'f', 'pot', [12, 199], 1.5, 'decor', { dia: [120, 450], h: [120, 500] }),
  spec('Стикери за стена', 'Стикер за стена', 'm', 'picture', [9, 59], 0.6, 'decor', { w: [500, 1500], h: [500, 1000] }),
  spec('Модулни кухни', 'Кухня', 'f', 'kitchen', [1190, 6900], 1.5, 'wood', {
    w: [1800, 3600],
    h: [2000, 2200],
    d: [600, 600],
    bulky: true,
    room: 'кухнята',
  }),
  spec('Кухненски мивки', 'Кухненска мивка', 'f', 'sink', [89, 890], 1, 'kitchen', { w: [450, 1000], h: [180, 220], d: [435, 510] }),
  spec('Смесители за кухня', 'Смесител за кухня', 'm', 'faucet', [49, 590], 1, 'kitchen', { h: [250, 450], d: [180, 250] }),
  spec('Тенджери', 'Тенджера', 'f', 'cookpot', [29, 349], 1.5, 'kitchen', {
    dia: [160, 280],
    h: [100, 180],
    params: ['capacity', 'induction'],
  }),
  spec('Тигани', 'Тиган', 'm', 'pan', [25, 249], 1.5, 'kitchen', { dia: [200, 320], h: [40, 60], params: ['induction'] }),
  spec('Кухненски ножове', 'Комплект ножове', 'm', 'knives', [29, 399], 1, 'kitchen', { params: ['pieces'] }),
  spec('Сервизи за хранене', 'Сервиз за хранене', 'm', 'plates', [49, 490], 1, 'kitchen', { params: ['pieces'] }),
  spec('Чаши', 'Комплект чаши', 'm', 'glass', [15, 149], 1, 'kitchen', { params: ['pieces'] }),
  spec('Прибори за хранене', 'Комплект прибори', 'm', 'knives', [29, 299], 1, 'kitchen', { params: ['pieces'] }),
  spec('Кутии за храна', 'Кутия за храна', 'f', 'box', [9, 69], 0.8, 'kitchen', {
    w: [150, 300],
    h: [80, 150],
    d: [100, 200],
    params: ['capacity'],
  }),
  spec('Шкафове за баня', 'Шкаф за баня', 'm', 'cabinet', [129, 1290], 2, 'bath', {
    w: [400, 1200],
    h: [500, 850],
    d: [350, 480],
    room: 'банята',
  }),
  spec('Огледала за баня', 'Огледало за баня', 'n', 'mirror', [39, 590], 1.5, 'bath', {
    w: [500, 1200],
    h: [600, 900],
    d: [20, 150],
    room: 'банята',
  }),
  spec('Мивки за баня', 'Мивка за баня', 'f', 'sink', [59, 690], 1.5, 'bath', {
    w: [400, 1000],
    h: [120, 200],
    d: [350, 480],
    room: 'банята',
  }),
  spec('Смесители за баня', 'Смесител за баня', 'm', 'faucet', [39, 490], 1.5, 'bath', { h: [150, 350], d: [100, 200], room: 'банята' }),
  spec('Душ кабини', 'Душ кабина', 'f', 'shower', [290, 1990], 1, 'bath', {
    w: [800, 1000],
    h: [1850, 2000],
    d: [800, 1000],
    bulky: true,
    room: 'банята',
  }),
  spec('Вани', 'Вана', 'f', 'bathtub', [390, 2990], 1, 'bath', {
    w: [1500, 1800],
    h: [550, 650],
    d: [700, 800],
    bulky: true,
    room: 'банята',
  }),
  spec('Хавлиени кърпи', 'Хавлиена кърпа', 'f', 'blanket', [9, 79], 1.5, 'textile', {
    sizes: 'towel',
    params: ['composition'],
    room: 'банята',
  }),
  spec('Аксесоари за баня', 'Дозатор за сапун', 'm', 'vase', [9, 89], 1, 'bath', { dia: [70, 100], h: [150, 220], room: 'банята' }),
  spec('Постелки за баня', 'Постелка за баня', 'f', 'rug', [12, 79], 1, 'textile', { sizes: 'doormat', h: [8, 20], room: 'банята' }),
  spec('Тоалетни чинии', 'Тоалетна чиния', 'f', 'toilet', [149, 1190], 1, 'bath', {
    w: [350, 400],
    h: [380, 820],
    d: [480, 700],
    room: 'банята',
  }),
  spec('Детски легла', 'Детско легло', 'n', 'bed', [199, 1190], 2, 'kids', {
    sizes: 'kidsMattress',
    h: [600, 1100],
    params: ['age'],
    room: 'детската стая',
  }),
  spec('Двуетажни легла', 'Двуетажно легло', 'n', 'bunkbed', [390, 1890], 1.5, 'kids', {
    sizes: 'kidsMattress',
    h: [1500, 1800],
    bulky: true,
    params: ['age'],
    room: 'детската стая',
  }),
  spec('Бебешки кошари', 'Бебешка кошара', 'f', 'crib', [149, 890], 1.5, 'kids', {
    w: [650, 750],
    h: [850, 950],
    d: [1250, 1450],
    params: ['age'],
    room: 'детската стая',
  }),
  spec('Детски бюра', 'Детско бюро', 'n', 'desk', [99, 690], 1, 'kids', {
    w: [800, 1200],
    h: [540, 760],
    d: [500, 600],
    adjustable: true,
    room: 'детската стая',
  }),
  spec('Детски столчета', 'Детско столче', 'n', 'chair', [19, 190], 1, 'kids', {
    w: [300, 400],
    h: [500, 700],
    d: [300, 400],
    params: ['age'],
    room: 'детската стая',
  }),
  spec('Детски гардероби', 'Детски гардероб', 'm', 'wardrobe', [199, 1190], 1, 'kids', {
    w: [800, 1400],
    h: [1600, 2000],
    d: [500, 560],
    params: ['doors'],
    room: 'детската стая',
  }),
  spec('Повивални масички', 'Повивална масичка', 'f', 'dresser', [149, 690], 0.8, 'kids', {
    w: [700, 900],
    h: [900, 1000],
    d: [500, 800],
    room: 'детската стая',
  }),
  spec('Детски етажерки', 'Детска етажерка', 'f', 'shelf', [49, 390], 1, 'kids', {
    w: [600, 1000],
    h: [800, 1300],
    d: [300, 400],
    room: 'детската стая',
  }),
  spec('Кутии за играчки', 'Кутия за играчки', 'f', 'box', [19, 149], 1, 'kids', {
    w: [400, 700],
    h: [300, 450],
    d: [300, 400],
    room: 'детската стая',
  }),
  spec('Градински комплекти', 'Градински комплект', 'm', 'diningset', [299, 3900], 3, 'garden', {
    w: [1200, 2200],
    h: [720, 760],
    d: [800, 1000],
    bulky: true,
    params: ['chairs'],
  }),
  spec('Градински маси', 'Градинска маса', 'f', 'table', [89, 1290], 1.5, 'garden', {
    w: [800, 2000],
    h: [720, 760],
    d: [700, 1000],
    params: ['tableShape'],
  }),
  spec('Градински столове', 'Градински стол', 'm', 'chair', [29, 390], 2, 'garden', { w: [450, 650], h: [800, 1000], d: [500, 650] }),
  spec('Шезлонги', 'Шезлонг', 'm', 'lounger', [79, 990], 1.5, 'garden', { w: [600, 750], h: [300, 1000], d: [1800, 2000] }),
  spec('Градински люлки', 'Градинска люлка', 'f', 'swing', [249, 1490], 1, 'garden', {
    w: [1700, 2200],
    h: [1600, 1900],
    d: [1100, 1400],
    bulky: true,
  }),
  spec('Хамаци', 'Хамак', 'm', 'hammock', [29, 390], 1, 'garden', { w: [1800, 3200], d: [1000, 1600] }),
  spec('Градински чадъри', 'Градински чадър', 'm', 'umbrella', [49, 1190], 1.5, 'garden', { dia: [2000, 3500], h: [2300, 2700] }),
  spec('Перголи и беседки', 'Пергола', 'f', 'pergola', [490, 4900], 0.8, 'garden', {
    w: [3000, 4000],
    h: [2300, 2700],
    d: [3000, 4000],
    bulky: true,
  }),
  spec('Барбекюта и грилове', 'Барбекю', 'n', 'grill', [79, 1990], 1.5, 'garden', { w: [500, 1400], h: [800, 1200], d: [500, 700] }),
  spec('Градински кашпи', 'Градинска кашпа', 'f', 'pot', [19, 390], 1, 'garden', { dia: [300, 800], h: [300, 800] }),
  spec('Соларни лампи', 'Соларна лампа', 'f', 'floorlamp', [9, 129], 1, 'garden', {
    dia: [100, 200],
    h: [300, 800],
    params: ['protection'],
  }),
  spec('Офис столове', 'Офис стол', 'm', 'officechair', [99, 1290], 4, 'office', {
    w: [600, 700],
    h: [1100, 1300],
    d: [600, 700],
    params: ['maxLoad', 'armrests'],
  }),
  spec('Геймърски столове', 'Геймърски стол', 'm', 'officechair', [199, 990], 2, 'office', {
    w: [650, 720],
    h: [1250, 1400],
    d: [650, 720],
    params: ['maxLoad'],
  }),
  spec('Бюра', 'Бюро', 'n', 'desk', [89, 1190], 3, 'wood', { w: [1000, 1800], h: [740, 760], d: [500, 800] }),
  spec('Бюра с регулируема височина', 'Бюро с регулируема височина', 'n', 'desk', [390, 1890], 1.5, 'office', {
    w: [1200, 1800],
    h: [650, 1250],
    d: [700, 800],
    adjustable: true,
    params: ['maxLoad'],
  }),
  spec('Офис шкафове', 'Офис шкаф', 'm', 'cabinet', [199, 1290], 1, 'office', {
    w: [800, 1000],
    h: [1200, 2000],
    d: [400, 450],
    params: ['doors'],
  }),
  spec('Офис контейнери', 'Офис контейнер', 'm', 'dresser', [99, 490], 0.8, 'office', {
    w: [400, 450],
    h: [550, 650],
    d: [500, 600],
    params: ['drawers'],
  }),
  spec('Заседателни маси', 'Заседателна маса', 'f', 'table', [390, 3900], 0.6, 'office', {
    w: [1800, 4000],
    h: [740, 760],
    d: [900, 1400],
    bulky: true,
    params: ['tableSeats'],
  }),
  spec('Рецепции', 'Рецепция', 'f', 'desk', [690, 4900], 0.4, 'office', { w: [1400, 2400], h: [1050, 1150], d: [700, 900], bulky: true }),
  spec('Кутии за съхранение', 'Кутия за съхранение', 'f', 'box', [9, 89], 1.5, 'storage', {
    w: [250, 600],
    h: [150, 400],
    d: [200, 400],
    params: ['volume'],
  }),
  spec('Кошове за пране', 'Кош за пране', 'm', 'basket', [15, 129], 1, 'storage', {
    dia: [350, 450],
    h: [450, 650],
    params: ['volume'],
    room: 'банята',
  }),
  spec('Закачалки', 'Стенна закачалка', 'f', 'hook', [9, 149], 1, 'storage', { w: [300, 1000], h: [100, 300], d: [50, 150] }),
  spec('Органайзери за гардероб', 'Органайзер за гардероб', 'm', 'box', [9, 79], 1, 'storage', {
    w: [300, 500],
    h: [100, 300],
    d: [300, 500],
  }),
  spec('Стелажи', 'Метален стелаж', 'm', 'shelf', [39, 390], 1.5, 'metal', {
    w: [700, 1200],
    h: [1500, 2000],
    d: [300, 500],
    params: ['maxLoad'],
  }),
  spec('Рафтове за стена', 'Стенен рафт', 'm', 'wallshelf', [12, 149], 1.5, 'wood', { w: [400, 1200], h: [20, 250], d: [150, 250] }),
  spec('Кошници', 'Плетена кошница', 'f', 'basket', [12, 99], 1, 'storage', { dia: [250, 500], h: [200, 450] }),
  spec('Вакуумни пликове', 'Комплект вакуумни пликове', 'm', 'box', [12, 59], 0.5, 'storage', { params: ['pieces'] }),
  spec('Холни гарнитури', 'Холна гарнитура', 'f', 'sofa', [1490, 5900], 1.5, 'upholstery', {
    ...sofaDims,
    w: [2500, 3400],
    params: ['seats'],
  }),
  spec('Секции за хол', 'Секция за хол', 'f', 'tvstand', [290, 2490], 1.5, 'wood', {
    w: [2000, 3200],
    h: [1600, 2100],
    d: [350, 450],
    bulky: true,
    room: 'хола',
  }),
  spec('Комплекти мебели за хол', 'Комплект мебели за хол', 'm', 'tvstand', [390, 2990], 1, 'wood', {
    w: [2200, 3400],
    h: [1800, 2000],
    d: [350, 450],
    bulky: true,
    room: 'хола',
  }),
  spec('Спални комплекти', 'Спален комплект', 'm', 'bed', [990, 4900], 1.5, 'wood', { ...bedDims, params: ['doors'] }),
  spec('Тоалетки', 'Тоалетка', 'f', 'vanity', [129, 990], 1.5, 'wood', {
    w: [800, 1200],
    h: [1300, 1600],
    d: [400, 500],
    room: 'спалнята',
    params: ['drawers'],
  }),
  spec('Пейки за спалня', 'Пейка за спалня', 'f', 'bench', [119, 790], 1, 'upholstery', {
    w: [1000, 1600],
    h: [420, 480],
    d: [380, 450],
    room: 'спалнята',
  }),
  spec('Трапезни комплекти', 'Трапезен комплект', 'm', 'diningset', [390, 3900], 2, 'wood', {
    w: [1200, 2000],
    h: [740, 770],
    d: [800, 1000],
    bulky: true,
    room: 'трапезарията',
    params: ['chairs'],
  }),
  spec('Кухненски ъгли', 'Кухненски ъгъл', 'm', 'bench', [390, 1690], 1, 'wood', {
    w: [1500, 2000],
    h: [800, 900],
    d: [1200, 1600],
    sides: true,
    bulky: true,
    room: 'кухнята',
  }),
  spec('Колички за сервиране', 'Количка за сервиране', 'f', 'cart', [79, 590], 0.6, 'metal', {
    w: [600, 900],
    h: [750, 900],
    d: [400, 500],
    room: 'трапезарията',
  }),
  spec('Комплекти за детска стая', 'Комплект за детска стая', 'm', 'bunkbed', [990, 4900], 1, 'kids', {
    sizes: 'kidsMattress',
    h: [1500, 2000],
    bulky: true,
    room: 'детската стая',
  }),
  spec('Детски палатки и къщички', 'Детска палатка', 'f', 'tent', [39, 349], 1, 'kids', {
    w: [1000, 1400],
    h: [1200, 1600],
    d: [1000, 1400],
    params: ['age'],
    room: 'детската стая',
  }),
];

/** Product model names; Bulgarian and Italian place names read well in furniture names. */
