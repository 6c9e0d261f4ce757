/** Vocabulary of the demo catalogue: colours, materials, brands, shops and one spec per taxonomy leaf. */

export type Gender = 'm' | 'f' | 'n';
type Range = readonly [number, number];

export interface DemoColour {
  /** The PARAM value, e.g. 'сив' or 'дъб сонома'. */
  name: string;
  /** The form used in a product name after the noun, by the noun's gender. */
  forms: Readonly<Record<Gender, string>>;
  hex: string;
  /** Short code used in MPNs. */
  code: string;
}

/** A regular adjective ('сив' → 'сива', 'сиво'), one with irregular forms, or an invariant noun ('антрацит'). */
function colour(
  name: string,
  hex: string,
  code: string,
  forms: 'adjective' | 'invariant' | readonly [string, string] = 'adjective',
): DemoColour {
  const [f, n] = forms === 'adjective' ? [`${name}а`, `${name}о`] : forms === 'invariant' ? [name, name] : forms;
  return { name, forms: { m: name, f, n }, hex, code };
}

export const COLOURS = {
  white: colour('бял', '#f4f2ed', 'WH', ['бяла', 'бяло']),
  black: colour('черен', '#2a2a2c', 'BK', ['черна', 'черно']),
  grey: colour('сив', '#8d9094', 'GR'),
  darkGrey: colour('тъмносив', '#55595e', 'DG'),
  anthracite: colour('антрацит', '#3b4044', 'AN', 'invariant'),
  beige: colour('бежов', '#d9c4a3', 'BE'),
  cream: colour('кремав', '#efe4cb', 'CR'),
  brown: colour('кафяв', '#7a5235', 'BR'),
  green: colour('зелен', '#4f7a4b', 'GN'),
  olive: colour('маслинен', '#6f7443', 'OL'),
  blue: colour('син', '#2f5f8f', 'BL', ['синя', 'синьо']),
  navy: colour('тъмносин', '#1f2f4f', 'NV', ['тъмносиня', 'тъмносиньо']),
  yellow: colour('жълт', '#e2b93b', 'YE'),
  mustard: colour('цвят горчица', '#c99a2e', 'MU', 'invariant'),
  red: colour('червен', '#b43a3a', 'RD', ['червена', 'червено']),
  bordeaux: colour('бордо', '#6e1f30', 'BX', 'invariant'),
  pink: colour('розов', '#e2a6b4', 'PK'),
  orange: colour('оранжев', '#d9792b', 'OR'),
  terracotta: colour('теракота', '#c0623f', 'TC', 'invariant'),
  mint: colour('мента', '#a8d5c2', 'MI', 'invariant'),
  gold: colour('златист', '#c9a24a', 'GD'),
  silver: colour('сребрист', '#b9bcc0', 'SV'),
  brass: colour('месинг', '#b5903f', 'BS', 'invariant'),
  copper: colour('мед', '#b8734a', 'CU', 'invariant'),
  chrome: colour('хром', '#c7ccd1', 'CH', 'invariant'),
  sonoma: colour('дъб сонома', '#c9a877', 'SO', 'invariant'),
  walnut: colour('орех', '#6b4a2f', 'WN', 'invariant'),
  wenge: colour('венге', '#3d2b1f', 'WG', 'invariant'),
  naturalOak: colour('натурален дъб', '#b98d5a', 'NO', 'invariant'),
  multi: colour('многоцветен', '#8a6fb0', 'MC', ['многоцветна', 'многоцветно']),
} satisfies Record<string, DemoColour>;

type ColourKey = keyof typeof COLOURS;

/** Colour PARAM value → hex, for drawing the demo images. */
export const COLOUR_HEX: Readonly<Record<string, string>> = Object.fromEntries(Object.values(COLOURS).map((c) => [c.name, c.hex]));

interface Look {
  palette: readonly ColourKey[];
  materials: readonly string[];
  brands: readonly string[];
}

const FURNITURE_BRANDS = [
  'Арон Мебел',
  'Нордика',
  'Мебелтекс',
  'Casa Verde',
  'Дървомайстор',
  'Форма Дизайн',
  'Lino Interiors',
  'Стил Мебел',
  'Woodline',
  'Комфорт Плюс',
];

export const LOOKS = {
  upholstery: {
    palette: ['grey', 'darkGrey', 'anthracite', 'beige', 'cream', 'navy', 'green', 'mustard', 'bordeaux', 'pink', 'brown', 'black'],
    materials: ['Текстил', 'Велур', 'Еко кожа', 'Естествена кожа', 'Букле', 'Шенил'],
    brands: FURNITURE_BRANDS,
  },
  wood: {
    palette: ['sonoma', 'walnut', 'wenge', 'naturalOak', 'white', 'black', 'grey', 'anthracite'],
    materials: ['ПДЧ', 'МДФ', 'Масивен дъб', 'Масивен бук', 'Масивен бор', 'Фурнир'],
    brands: FURNITURE_BRANDS,
  },
  metal: {
    palette: ['black', 'white', 'anthracite', 'gold', 'silver', 'grey'],
    materials: ['Метал', 'Стомана', 'Метал и дърво', 'Метал и стъкло'],
    brands: FURNITURE_BRANDS,
  },
  sleep: {
    palette: ['white', 'cream', 'grey', 'beige'],
    materials: ['Джобни пружини', 'Бонел пружини', 'Мемори пяна', 'Латекс', 'Студена пяна', 'Кокосово влакно'],
    brands: ['Сомнус', 'Дрийм Лайн', 'Ортосън', 'Спи Добре', 'Нощна тишина'],
  },
  lighting: {
    palette: ['black', 'white', 'gold', 'brass', 'silver', 'copper', 'grey'],
    materials: ['Метал', 'Стъкло', 'Текстил', 'Кристал', 'Ратан', 'Бетон'],
    brands: ['Луксор Лайт', 'Lumina', 'Светлинна линия', 'Аура Лайт', 'Brightway'],
  },
  rug: {
    palette: ['grey', 'beige', 'cream', 'blue', 'navy', 'red', 'green', 'multi', 'terracotta', 'anthracite'],
    materials: ['Полипропилен', 'Вълна', 'Памук', 'Юта', 'Вискоза', 'Полиестер'],
    brands: ['Ковра', 'Вълнена нишка', 'Карпетто', 'Персийски двор'],
  },
  textile: {
    palette: ['white', 'cream', 'grey', 'beige', 'blue', 'pink', 'green', 'yellow', 'navy', 'bordeaux', 'mint'],
    materials: ['Памук', 'Ранфорс', 'Сатен', 'Лен', 'Микрофибър', 'Полиестер'],
    brands: ['Текстилия', 'Памуклия', 'Softhome', 'Бяла нощ'],
  },
  decor: {
    palette: ['white', 'black', 'gold', 'grey', 'terracotta', 'green', 'beige', 'blue'],
    materials: ['Керамика', 'Стъкло', 'Метал', 'Дърво', 'Полирезин', 'Порцелан'],
    brands: ['Декорини', 'Арт Форма', 'Casa Bella', 'Глина и стъкло'],
  },
  kitchen: {
    palette: ['silver', 'black', 'white', 'red', 'grey', 'green', 'anthracite'],
    materials: ['Неръждаема стомана', 'Алуминий', 'Чугун', 'Порцелан', 'Стъкло', 'Керамика'],
    brands: ['Кухина', 'Готварски свят', 'Steelform', 'Порцеланина'],
  },
  bath: {
    palette: ['white', 'black', 'chrome', 'grey', 'anthracite', 'sonoma'],
    materials: ['Керамика', 'Акрил', 'Месинг', 'Закалено стъкло', 'МДФ', 'Неръждаема стомана'],
    brands: ['Аквалукс', 'Бановита', 'Aquaform'],
  },
  kids: {
    palette: ['white', 'pink', 'blue', 'yellow', 'green', 'mint', 'grey'],
    materials: ['ПДЧ', 'МДФ', 'Масивен бор', 'Памук', 'Пластмаса'],
    brands: ['Мечо Дизайн', 'Детелина', 'Little Nest'],
  },
  garden: {
    palette: ['anthracite', 'brown', 'white', 'green', 'grey', 'beige'],
    materials: ['Алуминий', 'Ратан', 'Тиково дърво', 'Акация', 'Полипропилен', 'Стомана'],
    brands: ['Градинар', 'Outdoora', 'Терасина', 'Зелен двор Про'],
  },
  office: {
    palette: ['black', 'grey', 'white', 'blue', 'red', 'anthracite', 'sonoma'],
    materials: ['Меш', 'Еко кожа', 'Текстил', 'Метал', 'ПДЧ', 'МДФ'],
    brands: ['Офисна линия', 'ErgoPro', 'Бизнес Мебел'],
  },
  storage: {
    palette: ['white', 'grey', 'beige', 'black', 'naturalOak', 'green'],
    materials: ['Пластмаса', 'Текстил', 'Метал', 'Бамбук', 'Ратан', 'Дърво'],
    brands: ['Подредено', 'Boxit', 'Рафтико'],
  },
} satisfies Record<string, Look>;

export type LookName = keyof typeof LOOKS;

/** Category-specific parameters: name and the values to draw from. */
export const PARAM_CHOICES = {
  seats: ['Брой места', ['2', '3', '4', '5']],
  mechanism: ['Механизъм', ['Функция сън', 'Без механизъм', 'Релакс механизъм']],
  storage: ['Ракла', ['Да', 'Не']],
  doors: ['Брой врати', ['2', '3', '4']],
  drawers: ['Брой чекмеджета', ['2', '3', '4', '5', '6']],
  tableShape: ['Форма', ['Правоъгълна', 'Кръгла', 'Овална', 'Квадратна']],
  tableSeats: ['Брой места', ['4', '6', '8']],
  firmness: ['Твърдост', ['Мека', 'Средна', 'Средно твърда', 'Твърда']],
  zones: ['Зони на комфорт', ['5', '7', '9']],
  socket: ['Цокъл', ['E27', 'E14', 'GU10', 'Интегриран LED']],
  lights: ['Брой светлини', ['1', '3', '5', '6', '8']],
  power: ['Мощност', ['5 W', '7 W', '9 W', '12 W', '15 W']],
  protection: ['Степен на защита', ['IP44', 'IP65']],
  pile: ['Височина на косъма', ['6 мм', '10 мм', '15 мм', '30 мм']],
  composition: ['Състав', ['100% памук', 'Ранфорс', 'Сатениран памук', 'Микрофибър', 'Лен']],
  capacity: ['Вместимост', ['2 л', '3 л', '5 л', '8 л']],
  induction: ['Подходящ за индукция', ['Да', 'Не']],
  pieces: ['Брой части', ['6', '12', '18', '24', '30']],
  maxLoad: ['Максимално натоварване', ['110 кг', '130 кг', '150 кг']],
  age: ['Възраст', ['0-3 години', '3+ години', '6+ години']],
  mounting: ['Монтаж', ['Стенен', 'Стоящ', 'Окачен']],
  chairs: ['Брой столове', ['4', '6']],
  technique: ['Техника', ['Печат върху платно', 'Маслени бои', 'Фотопечат']],
  volume: ['Обем', ['30 л', '45 л', '60 л']],
  armrests: ['Подлакътници', ['Регулируеми', 'Фиксирани', 'Без подлакътници']],
} satisfies Record<string, readonly [string, readonly string[]]>;

export type ParamKey = keyof typeof PARAM_CHOICES;

export interface SizeChoice {
  label: string;
  /** Millimetres set by the size: width/depth, or diameter for round items. */
  w?: number;
  d?: number;
  dia?: number;
  /** Price multiplier against the category's base range. */
  factor: number;
}

const mattressSizes = (sizes: readonly [number, number, number][]): SizeChoice[] =>
  sizes.map(([w, d, factor]) => ({ label: `${w / 10}x${d / 10} см`, w, d, factor }));

export const SIZES = {
  mattress: mattressSizes([
    [900, 2000, 0.6],
    [1200, 2000, 0.75],
    [1400, 2000, 0.85],
    [1600, 2000, 1],
    [1800, 2000, 1.15],
  ]),
  kidsMattress: mattressSizes([
    [700, 1400, 0.8],
    [800, 1600, 0.9],
    [900, 1900, 1],
  ]),
  rug: mattressSizes([
    [800, 1500, 0.35],
    [1200, 1700, 0.6],
    [1600, 2300, 1],
    [2000, 2900, 1.5],
    [2400, 3400, 2],
  ]),
  runner: mattressSizes([
    [800, 2000, 0.7],
    [800, 3000, 1],
    [1000, 4000, 1.4],
  ]),
  doormat: mattressSizes([
    [400, 600, 0.8],
    [500, 800, 1],
    [600, 900, 1.2],
  ]),
  roundRug: [100, 120, 160, 200].map((cm) => ({ label: `Ø${cm} см`, dia: cm * 10, factor: cm / 160 })),
  bedding: ['140x200 см', '160x200 см', '200x220 см'].map((label, i) => ({ label, factor: 0.8 + i * 0.2 })),
  curtain: ['140x260 см', '300x260 см', '500x260 см'].map((label, i) => ({ label, factor: 0.6 + i * 0.4 })),
  towel: ['50x100 см', '70x140 см', '100x150 см'].map((label, i) => ({ label, factor: 0.6 + i * 0.4 })),
  cushion: ['40x40 см', '45x45 см', '50x50 см'].map((label, i) => ({ label, factor: 0.9 + i * 0.1 })),
  tablecloth: ['140x140 см', '140x180 см', '140x240 см'].map((label, i) => ({ label, factor: 0.8 + i * 0.2 })),
} satisfies Record<string, SizeChoice[]>;

export type SizeKey = keyof typeof SIZES;

/** Simple silhouettes the demo image generator can draw. */
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
export const MODEL_NAMES = [
  'Верона',
  'Милано',
  'Сиена',
  'Флоренция',
  'Лука',
  'Порто',
  'Осло',
  'Берген',
  'Рим',
  'Алба',
  'Нора',
  'Лина',
  'Виена',
  'Прага',
  'Бергамо',
  'Кадис',
  'Малага',
  'Хавана',
  'Лондон',
  'Дъблин',
  'Мадрид',
  'Севиля',
  'Ница',
  'Лион',
  'Монако',
  'Капри',
  'Марсилия',
  'Ария',
  'Луна',
  'Стела',
  'Сола',
  'Нова',
  'Фиора',
  'Оливия',
  'Ема',
  'Мия',
  'Ива',
  'Рая',
  'Зара',
  'Кира',
  'Дара',
  'Нея',
  'Елза',
  'Хана',
  'Лора',
  'Вега',
  'Орион',
  'Атлас',
  'Сириус',
  'Алфа',
  'Делта',
  'Гама',
  'Омега',
  'Зета',
  'Хера',
  'Нико',
  'Лео',
  'Макс',
  'Оскар',
  'Тиара',
  'Кора',
  'Бианка',
  'Розета',
  'Тоскана',
  'Калабрия',
  'Сицилия',
  'Родопа',
  'Пирин',
  'Рила',
  'Витоша',
  'Странджа',
  'Струма',
  'Марица',
  'Искър',
  'Тунджа',
  'Янтра',
  'Осъм',
  'Камчия',
  'Ропотамо',
  'Арда',
  'Места',
  'Балкан',
  'Созопол',
  'Несебър',
  'Мелник',
  'Трявна',
  'Копривщица',
  'Белица',
  'Сопот',
  'Калофер',
  'Елена',
  'Жеравна',
  'Ковачевица',
  'Арбанаси',
  'Боровец',
  'Пампорово',
];

export const STYLES = ['Модерен', 'Скандинавски', 'Класически', 'Индустриален', 'Минималистичен', 'Рустик', 'Ар деко', 'Бохо'];

/** Fictional shops; `departments` are top-level taxonomy slugs, or 'all'. The first eight cover everything. */
export const SHOP_NAMES: readonly { name: string; departments: readonly string[] | 'all' }[] = [
  { name: 'Мебели Виктория', departments: ['mebeli', 'matratsi', 'hol', 'spalnya', 'trapezaria'] },
  { name: 'ДомАрт', departments: 'all' },
  { name: 'Лампи.бг', departments: ['osvetlenie'] },
  { name: 'Уютен дом', departments: 'all' },
  { name: 'Килимчета.бг', departments: ['kilimi', 'tekstil', 'dekoratsia'] },
  { name: 'Градина Плюс', departments: ['gradina', 'sahranenie'] },
  { name: 'Кухни Мегаплан', departments: ['kuhnya', 'banya', 'trapezaria'] },
  { name: 'ОфисМаркет', departments: ['ofis', 'detsko-obzavezhdane', 'detska-staya', 'sahranenie'] },
  { name: 'Мебелна къща Арена', departments: ['mebeli', 'hol', 'spalnya', 'trapezaria'] },
  { name: 'Спален свят', departments: ['matratsi', 'tekstil', 'spalnya'] },
  { name: 'Матрак Експерт', departments: ['matratsi'] },
  { name: 'Светлина и дом', departments: ['osvetlenie', 'dekoratsia'] },
  { name: 'Мебели Стил', departments: ['mebeli', 'hol', 'ofis'] },
  { name: 'Интериор Бутик', departments: ['dekoratsia', 'osvetlenie', 'tekstil', 'kilimi'] },
  { name: 'Детски свят Мечо', departments: ['detsko-obzavezhdane', 'detska-staya'] },
  { name: 'Баня Експерт', departments: ['banya'] },
  { name: 'Декор Хоум', departments: ['dekoratsia', 'tekstil'] },
  { name: 'Мебели Родопа', departments: ['mebeli', 'spalnya', 'trapezaria'] },
  { name: 'Текстил Хаус', departments: ['tekstil'] },
  { name: 'Диванчо', departments: ['mebeli', 'hol'] },
  { name: 'Столове.бг', departments: ['mebeli', 'ofis', 'trapezaria'] },
  { name: 'Мебел Сити', departments: 'all' },
  { name: 'Хоум Център Варна', departments: 'all' },
  { name: 'Мебели Пловдив', departments: ['mebeli', 'matratsi', 'hol', 'spalnya'] },
  { name: 'Нордик Хоум', departments: ['mebeli', 'osvetlenie', 'dekoratsia', 'tekstil'] },
  { name: 'Аромат на дом', departments: ['dekoratsia', 'tekstil', 'kuhnya'] },
  { name: 'Домино Мебели', departments: ['mebeli', 'detsko-obzavezhdane', 'hol'] },
  { name: 'Светилник', departments: ['osvetlenie'] },
  { name: 'Кристал Лайт', departments: ['osvetlenie'] },
  { name: 'Мебели Алфа', departments: ['mebeli', 'ofis', 'sahranenie'] },
  { name: 'Тих сън', departments: ['matratsi', 'tekstil'] },
  { name: 'Зелен двор', departments: ['gradina'] },
  { name: 'Беседка.бг', departments: ['gradina'] },
  { name: 'Кухненски свят', departments: ['kuhnya'] },
  { name: 'Вана и плочка', departments: ['banya'] },
  { name: 'Сладък сън', departments: ['matratsi', 'spalnya', 'detsko-obzavezhdane'] },
  { name: 'Мебели Дъга', departments: ['mebeli', 'detska-staya', 'detsko-obzavezhdane'] },
  { name: 'Дървена къща', departments: ['mebeli', 'gradina', 'trapezaria'] },
  { name: 'Бутик Лавандула', departments: ['tekstil', 'dekoratsia', 'banya'] },
  { name: 'Ателие Декор', departments: ['dekoratsia', 'kilimi'] },
  { name: 'Мебели Бургас', departments: ['mebeli', 'matratsi', 'gradina'] },
  { name: 'Хоум Стайл', departments: 'all' },
  { name: 'Мега Мебел', departments: ['mebeli', 'hol', 'spalnya', 'trapezaria', 'ofis'] },
  { name: 'Уют Маркет', departments: 'all' },
  { name: 'Мебелен пазар', departments: ['mebeli', 'matratsi', 'sahranenie'] },
  { name: 'Перде и конец', departments: ['tekstil'] },
  { name: 'Килим Арт', departments: ['kilimi'] },
  { name: 'Лампа Маркет', departments: ['osvetlenie', 'gradina'] },
  { name: 'Дом и градина Хера', departments: ['gradina', 'kuhnya', 'sahranenie', 'dekoratsia'] },
  { name: 'Всичко за дома', departments: 'all' },
  { name: 'Мебели Сезони', departments: ['mebeli', 'gradina'] },
  { name: 'Спалня.бг', departments: ['spalnya', 'matratsi', 'mebeli'] },
  { name: 'Офис Комфорт', departments: ['ofis'] },
  { name: 'Детска стая Звездица', departments: ['detsko-obzavezhdane', 'detska-staya', 'kilimi'] },
  { name: 'Рафт и кутия', departments: ['sahranenie'] },
  { name: 'Порцелан Хаус', departments: ['kuhnya', 'dekoratsia'] },
  { name: 'Тенджерка.бг', departments: ['kuhnya'] },
  { name: 'Мебели Ема', departments: ['mebeli', 'hol', 'spalnya'] },
  { name: 'Класик Интериор', departments: ['mebeli', 'osvetlenie', 'kilimi', 'dekoratsia'] },
  { name: 'Лофт Дизайн', departments: ['mebeli', 'osvetlenie', 'ofis'] },
  { name: 'Мебели Тракия', departments: ['mebeli', 'matratsi', 'trapezaria'] },
  { name: 'Стилен дом', departments: 'all' },
  { name: 'Бял бор', departments: ['mebeli', 'detsko-obzavezhdane'] },
  { name: 'Мебели Мираж', departments: ['mebeli', 'hol', 'trapezaria'] },
];

/** Name parts for shops beyond the hand-written list (large catalogues). */
export const SHOP_PREFIXES = ['Мебели', 'Дом', 'Интериор', 'Декор', 'Хоум', 'Мебелна къща', 'Уют'];
export const SHOP_SUFFIXES = [
  'Велико Търново',
  'Русе',
  'Стара Загора',
  'Плевен',
  'Шумен',
  'Добрич',
  'Сливен',
  'Хасково',
  'Пазарджик',
  'Благоевград',
  'Ямбол',
  'Габрово',
  'Кърджали',
  'Ловеч',
  'Смолян',
  'Перник',
  'Кюстендил',
  'Монтана',
  'Враца',
  'Видин',
  'Силистра',
  'Търговище',
  'Разград',
];

export const CARRIERS = ['ECONT', 'SPEEDY', 'BOX_NOW', 'VLASTNI_PREPRAVA'];

/** Sentences by silhouette group; `{model}` and `{noun}` are filled in. */
export const SENTENCES: Readonly<Record<string, readonly string[]>> = {
  seating: [
    'Седалката е от пяна с висока плътност и запазва формата си години наред.',
    'Дамаската е устойчива на износване и се почиства лесно.',
    'Стабилната рамка е изработена от масивна дървесина и шперплат.',
  ],
  sofa: [
    'Подвижните възглавници за гръб позволяват удобно подреждане.',
    'Механизмът за разтягане се задейства с едно движение и превръща дивана в удобно легло.',
    'Ракла под седалката побира спално бельо и възглавници.',
  ],
  bed: [
    'Рамката е подходяща за матрак с посочения размер; матракът не е включен.',
    'Таблата е мека и удобна за облягане при четене.',
    'Стабилната ламелна основа осигурява добра вентилация на матрака.',
  ],
  storage: [
    'Чекмеджетата са с плавно затваряне и метални водачи.',
    'Рафтовете вътре са регулируеми по височина.',
    'Доставя се в разглобен вид с подробна инструкция за монтаж.',
  ],
  table: [
    'Плотът е устойчив на надраскване и влага.',
    'Стабилните крака са с регулируеми тапи за неравен под.',
    'Побира удобно цялото семейство и гостите.',
  ],
  mattress: [
    'Матракът е с подвижен калъф, който може да се пере.',
    'Зоните на комфорт поддържат правилно положение на гръбнака.',
    'Подходящ е за хора с различно тегло и предпочитания за твърдост.',
  ],
  lighting: [
    'Подходящ е за LED крушки, които пестят енергия.',
    'Светлината е мека и равномерна, без да заслепява.',
    'Височината на окачването може да се регулира.',
  ],
  rug: [
    'Килимът е устойчив на избледняване и лесен за почистване с прахосмукачка.',
    'Гъстата тъкан е приятна на допир и заглушава стъпките.',
    'Подходящ е за помещения с подово отопление.',
  ],
  textile: [
    'Тъканта е мека, дишаща и се пере на 40 °C.',
    'Цветовете остават наситени и след много пранета.',
    'Подходящ е за целогодишна употреба.',
  ],
  decor: [
    'Ръчно изработен детайл, който прави интериора завършен.',
    'Подходящ е и за подарък за нов дом.',
    'Съчетава се лесно с различни стилове на обзавеждане.',
  ],
  kitchen: [
    'Подходящ е за съдомиялна машина.',
    'Материалите са безопасни за контакт с храни.',
    'Удобната дръжка не се нагорещява по време на готвене.',
  ],
  bath: [
    'Материалите са устойчиви на влага и на варовик.',
    'Лесно се почиства с обикновени препарати.',
    'Монтажът е бърз и не изисква специални инструменти.',
  ],
  kids: [
    'Изработен е от безопасни материали с нетоксични бои.',
    'Заоблените ъгли пазят малките от удари.',
    'Расте заедно с детето благодарение на регулируемата конструкция.',
  ],
  garden: [
    'Материалите са устойчиви на UV лъчи и атмосферни влияния.',
    'През зимата се съхранява лесно на сухо място.',
    'Подходящ е за градина, тераса и балкон.',
  ],
  office: [
    'Ергономичната конструкция намалява натоварването при дълга работа.',
    'Всички механизми са тествани за интензивна ежедневна употреба.',
    'Подходящ е както за офис, така и за работа от вкъщи.',
  ],
};

const SHAPE_GROUPS: Readonly<Partial<Record<Shape, string>>> = {
  sofa: 'sofa',
  armchair: 'seating',
  pouf: 'seating',
  stool: 'seating',
  chair: 'seating',
  bench: 'seating',
  bed: 'bed',
  bunkbed: 'kids',
  crib: 'kids',
  tent: 'kids',
  wardrobe: 'storage',
  dresser: 'storage',
  cabinet: 'storage',
  tvstand: 'storage',
  vitrine: 'storage',
  shelf: 'storage',
  wallshelf: 'storage',
  coatrack: 'storage',
  box: 'storage',
  basket: 'storage',
  hook: 'storage',
  table: 'table',
  coffeetable: 'table',
  sidetable: 'table',
  diningset: 'table',
  cart: 'table',
  vanity: 'storage',
  kitchen: 'storage',
  mattress: 'mattress',
  chandelier: 'lighting',
  pendant: 'lighting',
  ceilinglamp: 'lighting',
  floorlamp: 'lighting',
  tablelamp: 'lighting',
  sconce: 'lighting',
  bulb: 'lighting',
  ledstrip: 'lighting',
  rug: 'rug',
  roundrug: 'rug',
  pillow: 'textile',
  blanket: 'textile',
  curtain: 'textile',
  mirror: 'decor',
  picture: 'decor',
  vase: 'decor',
  candle: 'decor',
  clock: 'decor',
  plant: 'decor',
  pot: 'decor',
  sink: 'bath',
  faucet: 'bath',
  shower: 'bath',
  bathtub: 'bath',
  toilet: 'bath',
  cookpot: 'kitchen',
  pan: 'kitchen',
  knives: 'kitchen',
  plates: 'kitchen',
  glass: 'kitchen',
  lounger: 'garden',
  swing: 'garden',
  hammock: 'garden',
  umbrella: 'garden',
  pergola: 'garden',
  grill: 'garden',
  officechair: 'office',
  desk: 'office',
};

export function sentencesFor(leaf: LeafSpec): readonly string[] {
  if (leaf.look === 'kids') return SENTENCES.kids ?? [];
  if (leaf.look === 'garden') return SENTENCES.garden ?? [];
  return SENTENCES[SHAPE_GROUPS[leaf.shape] ?? 'decor'] ?? [];
}
