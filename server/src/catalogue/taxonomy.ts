import type { Db } from '../db/database';
import { slugify } from '@uyut/core';

export interface TaxonomyNode {
  name: string;
  /** Defaults to `slugify(name)`; must be unique across the whole tree. */
  slug?: string;
  /** Only on top-level nodes: product-type departments are 'primary', room entrances are 'rooms'. */
  menu?: 'primary' | 'rooms';
  description?: string;
  children?: TaxonomyNode[];
}

/** One node of the tree with everything the `categories` table needs except database ids. */
export interface FlatCategory {
  slug: string;
  name: string;
  /** Names from the root joined by ' | ' (Heureka CATEGORYTEXT style). */
  longName: string;
  parentSlug: string | null;
  /** Position among its siblings, from 0. */
  position: number;
  depth: number;
  description: string | null;
  menu: 'primary' | 'rooms' | null;
  isLeaf: boolean;
}

export const LONG_NAME_SEPARATOR = ' | ';

const leaves = (...names: string[]): TaxonomyNode[] => names.map((name) => ({ name }));

/** Our maintained category tree. Leaf names are unique too, so a shop may send just the leaf name. */
export const TAXONOMY: TaxonomyNode[] = [
  {
    name: 'Мебели',
    menu: 'primary',
    description: 'Мебели за всяка стая – от дивани и легла до гардероби, маси и столове.',
    children: [
      {
        name: 'Дивани',
        children: leaves(
          'Ъглови дивани',
          'Разтегателни дивани',
          'Двуместни дивани',
          'Триместни дивани',
          'Модулни дивани',
          'Дивани с релакс механизъм',
        ),
      },
      { name: 'Кресла и пуфове', children: leaves('Кресла', 'Люлеещи се кресла', 'Табуретки', 'Пуфове', 'Пуфове тип круша') },
      {
        name: 'Легла',
        children: leaves('Тапицирани легла', 'Дървени легла', 'Метални легла', 'Боксспринг легла', 'Единични легла', 'Легла с ракла'),
      },
      {
        name: 'Гардероби',
        children: leaves('Гардероби с плъзгащи врати', 'Гардероби с отваряеми врати', 'Ъглови гардероби', 'Гардероби с огледало'),
      },
      { name: 'Маси', children: leaves('Трапезни маси', 'Разтегателни маси', 'Холни маси', 'Странични маси', 'Конзоли', 'Бар маси') },
      { name: 'Столове', children: leaves('Трапезни столове', 'Бар столове', 'Сгъваеми столове', 'Пейки') },
      {
        name: 'Шкафове и скринове',
        children: leaves('Скринове', 'Нощни шкафчета', 'Витрини', 'Бюфети', 'ТВ шкафове', 'Шкафове с рафтове', 'Библиотеки', 'Етажерки'),
      },
      { name: 'Мебели за антре', children: leaves('Портманта', 'Шкафове за обувки', 'Стоящи закачалки') },
    ],
  },
  {
    name: 'Матраци',
    menu: 'primary',
    description: 'Матраци, топери и подматрачни рамки за здрав и спокоен сън.',
    children: leaves(
      'Пружинни матраци',
      'Матраци от мемори пяна',
      'Латексови матраци',
      'Матраци от студена пяна',
      'Детски матраци',
      'Топери',
      'Подматрачни рамки',
    ),
  },
  {
    name: 'Осветление',
    menu: 'primary',
    description: 'Полилеи, пендели, лампиони и всичко за светлината у дома.',
    children: leaves(
      'Полилеи',
      'Пендели',
      'Плафониери',
      'Лампиони',
      'Настолни лампи',
      'Аплици',
      'Нощни лампи',
      'Спот осветление',
      'LED ленти',
      'Крушки',
    ),
  },
  {
    name: 'Килими',
    menu: 'primary',
    description: 'Килими и пътеки за всеки стил и размер на стаята.',
    children: leaves(
      'Модерни килими',
      'Класически килими',
      'Шаги килими',
      'Кръгли килими',
      'Детски килими',
      'Пътеки',
      'Изтривалки',
      'Външни килими',
    ),
  },
  {
    name: 'Текстил',
    menu: 'primary',
    description: 'Спално бельо, завивки, пердета и текстил, който прави дома уютен.',
    children: leaves(
      'Спално бельо',
      'Завивки',
      'Възглавници за сън',
      'Одеяла и карета',
      'Покривки за легло',
      'Пердета',
      'Завеси',
      'Декоративни възглавници',
      'Покривки за маса',
    ),
  },
  {
    name: 'Декорация',
    menu: 'primary',
    description: 'Огледала, картини, вази и детайли, които завършват интериора.',
    children: leaves(
      'Огледала',
      'Картини',
      'Вази',
      'Свещи и свещници',
      'Стенни часовници',
      'Изкуствени цветя',
      'Фоторамки',
      'Декоративни фигури',
      'Саксии и кашпи',
      'Стикери за стена',
    ),
  },
  {
    name: 'Кухня',
    menu: 'primary',
    description: 'Кухненско обзавеждане, съдове и аксесоари за готвене и сервиране.',
    children: leaves(
      'Модулни кухни',
      'Кухненски мивки',
      'Смесители за кухня',
      'Тенджери',
      'Тигани',
      'Кухненски ножове',
      'Сервизи за хранене',
      'Чаши',
      'Прибори за хранене',
      'Кутии за храна',
    ),
  },
  {
    name: 'Баня',
    menu: 'primary',
    description: 'Мебели, санитария и аксесоари за банята.',
    children: leaves(
      'Шкафове за баня',
      'Огледала за баня',
      'Мивки за баня',
      'Смесители за баня',
      'Душ кабини',
      'Вани',
      'Хавлиени кърпи',
      'Аксесоари за баня',
      'Постелки за баня',
      'Тоалетни чинии',
    ),
  },
  {
    name: 'Детско обзавеждане',
    menu: 'primary',
    description: 'Мебели и аксесоари за бебешката и детската стая.',
    children: leaves(
      'Детски легла',
      'Двуетажни легла',
      'Бебешки кошари',
      'Детски бюра',
      'Детски столчета',
      'Детски гардероби',
      'Повивални масички',
      'Детски етажерки',
      'Кутии за играчки',
    ),
  },
  {
    name: 'Градина',
    menu: 'primary',
    description: 'Градински мебели, чадъри, барбекюта и осветление за двора и терасата.',
    children: [
      {
        name: 'Градински мебели',
        children: leaves('Градински комплекти', 'Градински маси', 'Градински столове', 'Шезлонги', 'Градински люлки', 'Хамаци'),
      },
      { name: 'Сенници и беседки', children: leaves('Градински чадъри', 'Перголи и беседки') },
      { name: 'Градински аксесоари', children: leaves('Барбекюта и грилове', 'Градински кашпи', 'Соларни лампи') },
    ],
  },
  {
    name: 'Офис',
    menu: 'primary',
    description: 'Бюра, столове и мебели за домашния и корпоративния офис.',
    children: leaves(
      'Офис столове',
      'Геймърски столове',
      'Бюра',
      'Бюра с регулируема височина',
      'Офис шкафове',
      'Офис контейнери',
      'Заседателни маси',
      'Рецепции',
    ),
  },
  {
    name: 'Съхранение',
    menu: 'primary',
    description: 'Кутии, стелажи и органайзери, които пазят реда у дома.',
    children: leaves(
      'Кутии за съхранение',
      'Кошове за пране',
      'Закачалки',
      'Органайзери за гардероб',
      'Стелажи',
      'Рафтове за стена',
      'Кошници',
      'Вакуумни пликове',
    ),
  },
  {
    name: 'Хол',
    menu: 'rooms',
    description: 'Всичко за хола на едно място.',
    children: leaves('Холни гарнитури', 'Секции за хол', 'Комплекти мебели за хол'),
  },
  {
    name: 'Спалня',
    menu: 'rooms',
    description: 'Обзавеждане за спокойна и подредена спалня.',
    children: leaves('Спални комплекти', 'Тоалетки', 'Пейки за спалня'),
  },
  {
    name: 'Трапезария',
    menu: 'rooms',
    description: 'Маси, столове и комплекти за трапезарията.',
    children: leaves('Трапезни комплекти', 'Кухненски ъгли', 'Колички за сервиране'),
  },
  {
    name: 'Детска стая',
    menu: 'rooms',
    description: 'Идеи и комплекти за детската стая.',
    children: leaves('Комплекти за детска стая', 'Детски палатки и къщички'),
  },
];

/** The tree in depth-first order (parents before children), with slugs and long names filled in. */
export function flattenTaxonomy(tree: readonly TaxonomyNode[] = TAXONOMY): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const walk = (nodes: readonly TaxonomyNode[], parent: FlatCategory | null) => {
    nodes.forEach((node, position) => {
      const entry: FlatCategory = {
        slug: node.slug ?? slugify(node.name),
        name: node.name,
        longName: parent ? `${parent.longName}${LONG_NAME_SEPARATOR}${node.name}` : node.name,
        parentSlug: parent?.slug ?? null,
        position,
        depth: parent ? parent.depth + 1 : 0,
        description: node.description ?? null,
        menu: parent ? null : (node.menu ?? null),
        isLeaf: !node.children?.length,
      };
      flat.push(entry);
      if (node.children) walk(node.children, entry);
    });
  };
  walk(tree, null);
  return flat;
}

/**
 * Makes the `categories` table match the tree: inserts new nodes and updates changed ones, keyed by
 * slug. Categories that left the tree stay (products may still point at them). Idempotent.
 */
export async function syncTaxonomy(db: Db, tree: readonly TaxonomyNode[] = TAXONOMY): Promise<void> {
  const flat = flattenTaxonomy(tree);
  const duplicate = flat.find((c, i) => flat.findIndex((other) => other.slug === c.slug) !== i);
  if (duplicate) throw new Error(`Taxonomy slug "${duplicate.slug}" is used twice`);

  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('categories').selectAll().execute();
    const bySlug = new Map(existing.map((row) => [row.slug, row]));
    for (const category of flat) {
      const parentId = category.parentSlug === null ? null : (bySlug.get(category.parentSlug)?.id ?? null);
      const values = {
        parent_id: parentId,
        slug: category.slug,
        name: category.name,
        long_name: category.longName,
        position: category.position,
        description: category.description,
        menu: category.menu,
      };
      const row = bySlug.get(category.slug);
      if (!row) {
        const inserted = await trx.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
        bySlug.set(category.slug, { ...values, id: inserted.id });
        continue;
      }
      const changed = (Object.keys(values) as (keyof typeof values)[]).some((key) => row[key] !== values[key]);
      if (changed) {
        await trx.updateTable('categories').set(values).where('id', '=', row.id).execute();
        bySlug.set(category.slug, { ...values, id: row.id });
      }
    }
  });
}
