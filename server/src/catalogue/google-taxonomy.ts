import { type FlatCategory, flattenTaxonomy, LONG_NAME_SEPARATOR } from './taxonomy';

/**
 * Google product taxonomy ids (version 2021-09-21, the current one) for home and furniture, with their English
 * paths, mapped to our categories: a Google Merchant feed may give `google_product_category` as an id ('441') or
 * as the English path instead of a category of its own. Ids and paths as Google publishes them in
 * taxonomy-with-ids.en-US.txt; several map to one of ours, a Google category finer than ours to our nearest.
 */
const GOOGLE_CATEGORIES: readonly (readonly [id: number, english: string, ours: string])[] = [
  [436, 'Furniture', 'Мебели'],
  [460, 'Furniture > Sofas', 'Мебели | Дивани'],
  [500064, 'Furniture > Sofa Accessories > Sectional Sofa Units', 'Мебели | Дивани | Модулни дивани'],
  [450, 'Furniture > Futons', 'Мебели | Дивани | Разтегателни дивани'],
  [443, 'Furniture > Chairs', 'Мебели | Столове'],
  [5886, 'Furniture > Chairs > Kitchen & Dining Room Chairs', 'Мебели | Столове | Трапезни столове'],
  [1463, 'Furniture > Chairs > Table & Bar Stools', 'Мебели | Столове | Бар столове'],
  [3358, 'Furniture > Chairs > Folding Chairs & Stools', 'Мебели | Столове | Сгъваеми столове'],
  [441, 'Furniture > Benches', 'Мебели | Столове | Пейки'],
  [6499, 'Furniture > Chairs > Arm Chairs, Recliners & Sleeper Chairs', 'Мебели | Кресла и пуфове | Кресла'],
  [2002, 'Furniture > Chairs > Rocking Chairs', 'Мебели | Кресла и пуфове | Люлеещи се кресла'],
  [458, 'Furniture > Ottomans', 'Мебели | Кресла и пуфове | Пуфове'],
  [438, 'Furniture > Chairs > Bean Bag Chairs', 'Мебели | Кресла и пуфове | Пуфове тип круша'],
  [6433, 'Furniture > Beds & Accessories', 'Мебели | Легла'],
  [505764, 'Furniture > Beds & Accessories > Beds & Bed Frames', 'Мебели | Легла'],
  [4063, 'Furniture > Cabinets & Storage > Armoires & Wardrobes', 'Мебели | Гардероби'],
  [6392, 'Furniture > Tables', 'Мебели | Маси'],
  [4355, 'Furniture > Tables > Kitchen & Dining Room Tables', 'Мебели | Маси | Трапезни маси'],
  [1395, 'Furniture > Tables > Accent Tables > Coffee Tables', 'Мебели | Маси | Холни маси'],
  [1549, 'Furniture > Tables > Accent Tables > End Tables', 'Мебели | Маси | Странични маси'],
  [1602, 'Furniture > Tables > Accent Tables > Sofa Tables', 'Мебели | Маси | Конзоли'],
  [6356, 'Furniture > Cabinets & Storage', 'Мебели | Шкафове и скринове'],
  [4195, 'Furniture > Cabinets & Storage > Dressers', 'Мебели | Шкафове и скринове | Скринове'],
  [462, 'Furniture > Tables > Nightstands', 'Мебели | Шкафове и скринове | Нощни шкафчета'],
  [448, 'Furniture > Cabinets & Storage > China Cabinets & Hutches', 'Мебели | Шкафове и скринове | Витрини'],
  [447, 'Furniture > Cabinets & Storage > Buffets & Sideboards', 'Мебели | Шкафове и скринове | Бюфети'],
  [457, 'Furniture > Entertainment Centers & TV Stands', 'Мебели | Шкафове и скринове | ТВ шкафове'],
  [6358, 'Furniture > Cabinets & Storage > Media Storage Cabinets & Racks', 'Мебели | Шкафове и скринове | ТВ шкафове'],
  [464, 'Furniture > Shelving', 'Мебели | Шкафове и скринове | Етажерки'],
  [465, 'Furniture > Shelving > Bookcases & Standing Shelves', 'Мебели | Шкафове и скринове | Библиотеки'],
  [5708, 'Home & Garden > Decor > Coat & Hat Racks', 'Мебели | Мебели за антре | Стоящи закачалки'],
  [2696, 'Furniture > Beds & Accessories > Mattresses', 'Матраци'],
  [2720, 'Furniture > Beds & Accessories > Mattress Foundations', 'Матраци | Подматрачни рамки'],
  [594, 'Home & Garden > Lighting', 'Осветление'],
  [4636, 'Home & Garden > Lighting > Lamps', 'Осветление | Настолни лампи'],
  [2425, 'Home & Garden > Lighting > Light Bulbs', 'Осветление | Крушки'],
  [6274, 'Home & Garden > Lighting > Track Lighting', 'Осветление | Спот осветление'],
  [505826, 'Home & Garden > Lighting > Night Lights & Ambient Lighting', 'Осветление | Нощни лампи'],
  [598, 'Home & Garden > Decor > Rugs', 'Килими'],
  [2675, 'Home & Garden > Decor > Door Mats', 'Килими | Изтривалки'],
  [4171, 'Home & Garden > Linens & Bedding', 'Текстил'],
  [569, 'Home & Garden > Linens & Bedding > Bedding', 'Текстил | Спално бельо'],
  [2314, 'Home & Garden > Linens & Bedding > Bedding > Bed Sheets', 'Текстил | Спално бельо'],
  [2541, 'Home & Garden > Linens & Bedding > Bedding > Duvet Covers', 'Текстил | Спално бельо'],
  [505287, 'Home & Garden > Linens & Bedding > Bedding > Quilts & Comforters', 'Текстил | Завивки'],
  [2700, 'Home & Garden > Linens & Bedding > Bedding > Pillows', 'Текстил | Възглавници за сън'],
  [1985, 'Home & Garden > Linens & Bedding > Bedding > Blankets', 'Текстил | Одеяла и карета'],
  [4454, 'Home & Garden > Decor > Throw Pillows', 'Текстил | Декоративни възглавници'],
  [2882, 'Home & Garden > Decor > Window Treatments > Curtains & Drapes', 'Текстил | Завеси'],
  [4143, 'Home & Garden > Linens & Bedding > Table Linens > Tablecloths', 'Текстил | Покривки за маса'],
  [696, 'Home & Garden > Decor', 'Декорация'],
  [595, 'Home & Garden > Decor > Mirrors', 'Декорация | Огледала'],
  [500044, 'Home & Garden > Decor > Artwork > Posters, Prints, & Visual Artwork', 'Декорация | Картини'],
  [602, 'Home & Garden > Decor > Vases', 'Декорация | Вази'],
  [588, 'Home & Garden > Decor > Home Fragrances > Candles', 'Декорация | Свещи и свещници'],
  [2784, 'Home & Garden > Decor > Home Fragrance Accessories > Candle Holders', 'Декорация | Свещи и свещници'],
  [3840, 'Home & Garden > Decor > Clocks > Wall Clocks', 'Декорация | Стенни часовници'],
  [6265, 'Home & Garden > Decor > Artificial Flora', 'Декорация | Изкуствени цветя'],
  [597, 'Home & Garden > Decor > Picture Frames', 'Декорация | Фоторамки'],
  [5609, 'Home & Garden > Decor > Figurines', 'Декорация | Декоративни фигури'],
  [3221, 'Home & Garden > Decor > Home Decor Decals', 'Декорация | Стикери за стена'],
  [661, 'Home & Garden > Kitchen & Dining > Cookware & Bakeware > Cookware > Saucepans', 'Кухня | Тенджери'],
  [665, 'Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils > Kitchen Knives', 'Кухня | Кухненски ножове'],
  [673, 'Home & Garden > Kitchen & Dining > Tableware > Dinnerware', 'Кухня | Сервизи за хранене'],
  [674, 'Home & Garden > Kitchen & Dining > Tableware > Drinkware', 'Кухня | Чаши'],
  [675, 'Home & Garden > Kitchen & Dining > Tableware > Flatware', 'Кухня | Прибори за хранене'],
  [2626, 'Home & Garden > Kitchen & Dining > Food Storage', 'Кухня | Кутии за храна'],
  [2081, 'Furniture > Cabinets & Storage > Vanities > Bathroom Vanities', 'Баня | Шкафове за баня'],
  [576, 'Home & Garden > Linens & Bedding > Towels > Bath Towels & Washcloths', 'Баня | Хавлиени кърпи'],
  [577, 'Home & Garden > Bathroom Accessories > Bath Mats & Rugs', 'Баня | Постелки за баня'],
  [554, 'Furniture > Baby & Toddler Furniture', 'Детско обзавеждане'],
  [6394, 'Furniture > Baby & Toddler Furniture > Cribs & Toddler Beds', 'Детско обзавеждане | Бебешки кошари'],
  [558, 'Furniture > Baby & Toddler Furniture > Changing Tables', 'Детско обзавеждане | Повивални масички'],
  [559, 'Furniture > Baby & Toddler Furniture > High Chairs & Booster Seats', 'Детско обзавеждане | Детски столчета'],
  [4268, 'Furniture > Cabinets & Storage > Storage Chests > Toy Chests', 'Детско обзавеждане | Кутии за играчки'],
  [4299, 'Furniture > Outdoor Furniture', 'Градина | Градински мебели'],
  [6367, 'Furniture > Outdoor Furniture > Outdoor Furniture Sets', 'Градина | Градински мебели | Градински комплекти'],
  [2684, 'Furniture > Outdoor Furniture > Outdoor Tables', 'Градина | Градински мебели | Градински маси'],
  [6828, 'Furniture > Outdoor Furniture > Outdoor Seating > Outdoor Chairs', 'Градина | Градински мебели | Градински столове'],
  [4105, 'Furniture > Outdoor Furniture > Outdoor Seating > Sunloungers', 'Градина | Градински мебели | Шезлонги'],
  [718, 'Home & Garden > Lawn & Garden > Outdoor Living > Porch Swings', 'Градина | Градински мебели | Градински люлки'],
  [717, 'Home & Garden > Lawn & Garden > Outdoor Living > Hammocks', 'Градина | Градински мебели | Хамаци'],
  [719, 'Home & Garden > Lawn & Garden > Outdoor Living > Outdoor Umbrellas & Sunshades', 'Градина | Сенници и беседки | Градински чадъри'],
  [
    716,
    'Home & Garden > Lawn & Garden > Outdoor Living > Outdoor Structures > Canopies & Gazebos',
    'Градина | Сенници и беседки | Перголи и беседки',
  ],
  [
    703,
    'Home & Garden > Lawn & Garden > Outdoor Living > Outdoor Structures > Garden Arches, Trellises, Arbors & Pergolas',
    'Градина | Сенници и беседки | Перголи и беседки',
  ],
  [2985, 'Home & Garden > Kitchen & Dining > Kitchen Appliances > Outdoor Grills', 'Градина | Градински аксесоари | Барбекюта и грилове'],
  [721, 'Home & Garden > Lawn & Garden > Gardening > Pots & Planters', 'Градина | Градински аксесоари | Градински кашпи'],
  [6362, 'Furniture > Office Furniture', 'Офис'],
  [4191, 'Furniture > Office Furniture > Desks', 'Офис | Бюра'],
  [2045, 'Furniture > Office Furniture > Office Chairs', 'Офис | Офис столове'],
  [6800, 'Furniture > Chairs > Gaming Chairs', 'Офис | Геймърски столове'],
  [4317, 'Furniture > Office Furniture > Workspace Tables > Conference Room Tables', 'Офис | Заседателни маси'],
  [463, 'Furniture > Cabinets & Storage > File Cabinets', 'Офис | Офис шкафове'],
];

const byId = new Map(GOOGLE_CATEGORIES.map(([id, , ours]) => [String(id), ours]));
const byPath = new Map(GOOGLE_CATEGORIES.map(([, english, ours]) => [english.toLowerCase(), ours]));

const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('bg');
const OURS = flattenTaxonomy();
/** Our categories by their parent's slug ('' at the top) and their name. */
const childByName = new Map(OURS.map((category) => [`${category.parentSlug ?? ''}/${nameKey(category.name)}`, category]));
/** Our categories by name alone, where the name is unique in our tree. */
const byName = new Map<string, FlatCategory | null>();
for (const category of OURS) byName.set(nameKey(category.name), byName.has(nameKey(category.name)) ? null : category);

/**
 * Our nearest category for a Google taxonomy path in Bulgarian ('Мебели > Дивани', 'Дом и градина > Декорация >
 * Огледала', 'Мебели > Маси > Маси за трапезария'). No text of Google's Bulgarian taxonomy is at hand to list its
 * paths like the English ones, so the path is followed down our tree by its names: a segment that names a child of
 * the category reached so far (or a category below it, by a name unique in our tree) goes down to it, any other
 * ('Дом и градина', a category finer than ours) is passed over; the deepest category reached is the answer, as a
 * Google category finer than ours maps to our nearest in the table above.
 */
function nearestByNames(path: string): string | null {
  let reached = null as FlatCategory | null;
  for (const segment of path.split('>')) {
    const name = nameKey(segment);
    const next: FlatCategory | null | undefined = childByName.get(`${reached?.slug ?? ''}/${name}`) ?? byName.get(name);
    if (next && (reached === null || next.longName.startsWith(reached.longName + LONG_NAME_SEPARATOR))) reached = next;
  }
  return reached?.longName ?? null;
}

/**
 * Our category's long name for a Google product category: an id ('460', '460 - Furniture > Sofas'), an English path
 * (the table above), or a Bulgarian path (nearestByNames); null when it maps to none of ours.
 */
export function googleCategory(text: string): string | null {
  const value = text.trim();
  const id = /^(\d+)(?:\s*-\s*.*)?$/.exec(value)?.[1];
  if (id !== undefined) return byId.get(id) ?? null;
  return byPath.get(value.replace(/\s*>\s*/g, ' > ').toLowerCase()) ?? nearestByNames(value);
}

/** Every mapping, for the test that each names a category of ours. */
export const GOOGLE_CATEGORY_TARGETS: readonly string[] = [...new Set(GOOGLE_CATEGORIES.map(([, , ours]) => ours))];
