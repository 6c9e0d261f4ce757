/** Demo vocabulary: colours, looks (materials and brands), parameter choices and sizes. */

export type Gender = 'm' | 'f' | 'n';
export type Range = readonly [number, number];

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
