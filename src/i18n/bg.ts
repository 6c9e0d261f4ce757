import { formatCount, type PluralForms } from '@uyut/core';

export const PRODUCTS: PluralForms = ['продукт', 'продукта', 'продукта'];
const OFFERS: PluralForms = ['оферта', 'оферти', 'оферти'];
export const SHOPS: PluralForms = ['магазин', 'магазина', 'магазина'];

/** Every user-facing string of the site, in Bulgarian. Interpolations are small functions. */
export const bg = {
  site: {
    name: 'Уют',
    tagline: 'Сравнете цените на мебели и обзавеждане',
    homeLabel: 'Уют – към началната страница',
    skipToContent: 'Към съдържанието',
  },
  units: {
    products: PRODUCTS,
    shops: SHOPS,
    offers: OFFERS,
    reviews: ['отзив', 'отзива', 'отзива'],
    days: ['ден', 'дни', 'дни'],
    weeks: ['седмица', 'седмици', 'седмици'],
    returnDays: ['ден за връщане', 'дни за връщане', 'дни за връщане'],
  } satisfies Record<string, PluralForms>,
  seo: {
    homeTitle: 'Сравнение на цени на мебели и обзавеждане',
    categoryTitle: (name: string) => `${name} – сравнете цените`,
    categoryDescription: (name: string, count: number) =>
      `${name}: ${formatCount(count, PRODUCTS)} от десетки онлайн магазина. Сравнете цените и изберете най-изгодната оферта в Уют.`,
    productDescription: (name: string, offers: number) =>
      offers === 0
        ? `${name}: снимки, описание и цени в онлайн магазините. Следете наличността в Уют.`
        : `${name}: сравнете ${formatCount(offers, OFFERS)} от онлайн магазините и купете на най-добрата цена.`,
  },
  listing: {
    breadcrumbs: 'Път до страницата',
    home: 'Начало',
    subcategories: 'Подкатегории',
    loadMore: 'Покажи още',
    loading: 'Зареждане…',
    loadMoreFailed: 'Не успяхме да заредим още продукти. Опитайте отново.',
    layout: 'Изглед',
    layoutGrid: 'Мрежа',
    layoutRow: 'Списък',
    salesInfoTitle: 'Без фалшиви намаления',
    salesInfoText:
      'Показваме отстъпка само когато цената наистина е паднала спрямо историята на цените, която следим всеки ден. Надути „стари цени“ не минават.',
    salesInfoLink: 'Научете повече',
  },
  stars: {
    label: (rating: string) => `Оценка ${rating} от 5`,
  },
  product: {
    priceFrom: 'от',
    offersTitle: 'Сравнение на цените в магазините',
  },
  header: {
    searchLabel: 'Търсене в Уют',
    searchPlaceholder: 'Търсете дивани, лампи, килими…',
    searchSubmit: 'Търси',
    compare: 'Сравнение',
    compareLabel: (count: number) => (count === 0 ? 'Сравнение на продукти' : `Сравнение на продукти (${count})`),
    favourites: 'Любими',
    login: 'Вход',
    userMenu: (name: string) => `Профил: ${name}`,
    menu: 'Меню',
    inspirations: 'Вдъхновения',
    categories: 'Категории',
    departments: 'Отдели',
    allProducts: 'Всички продукти',
    sales: 'Намаления',
  },
  userMenu: {
    profile: 'Моят профил',
    favourites: 'Любими продукти',
    watchdog: 'Следени продукти',
    logout: 'Изход',
  },
  /*
   * Links only to pages the site builds (footer-links.test.ts). The spec's careers, press, inspirations, articles,
   * furniture bank and advertising pages get their links when they are built: every page loads this table first, so a
   * link kept here to be hidden would cost each page's first load.
   */
  footer: {
    about: {
      title: 'За Уют',
      text: 'Уют сравнява цените на мебели, осветление и декорация от десетки български онлайн магазина. Виждате всички оферти на едно място, следите намаленията и купувате директно от магазина.',
      links: [{ to: '/about-us', label: 'Кои сме ние' }],
    },
    shops: {
      title: 'За магазини',
      text: 'Продавате мебели или обзавеждане онлайн? Добавете магазина си и достигнете до хиляди купувачи всеки ден.',
      links: [
        { to: '/about-eshop', label: 'Как да се включите' },
        { to: '/about-eshop/faq', label: 'Въпроси от магазини' },
        { to: '/eshops', label: 'Всички магазини' },
        { to: '/manufacturers', label: 'Производители' },
      ],
    },
    help: {
      title: 'Помощ',
      text: 'Цените и наличностите идват директно от магазините и се обновяват няколко пъти дневно. Поръчката и доставката се извършват от магазина.',
      links: [
        { to: '/contact', label: 'Контакти' },
        { to: '/at-us', label: 'Как работи Уют' },
        { to: '/user/watchdog', label: 'Следене на цена' },
        { to: '/compare-products', label: 'Сравнение на продукти' },
      ],
    },
    legal: {
      title: 'Правни',
      text: 'Условията за ползване и начина, по който обработваме личните ви данни, ще намерите тук.',
      links: [
        { to: '/terms', label: 'Общи условия' },
        { to: '/terms/terms-of-use', label: 'Условия за ползване' },
        { to: '/terms/terms-of-trade', label: 'Търговски условия' },
        { to: '/terms/eshops', label: 'Условия за магазини' },
        { to: '/terms/privacy-policy', label: 'Политика за поверителност' },
        { to: '/terms/cookies', label: 'Бисквитки' },
      ],
    },
    countryLabel: 'Държава',
    countries: [
      { value: 'https://uyut.bg', label: 'България' },
      { value: 'https://uyut.ro', label: 'Румъния' },
      { value: 'https://uyut.gr', label: 'Гърция' },
      { value: 'https://uyut.rs', label: 'Сърбия' },
    ],
    copyright: (year: number) => `© ${year} Уют. Всички права запазени.`,
  },
  price: {
    current: 'Цена',
    before: 'Стара цена',
    discount: 'Отстъпка',
  },
  catalogue: {
    noImage: 'Няма снимка',
    shop: 'Магазин',
    toShop: 'Към магазина',
    opensInNewTab: '(отваря се в нов раздел)',
    productDetail: 'Подробности за продукта',
    offersIn: (count: number) => `Цени в ${formatCount(count, SHOPS)}`,
    compare: 'Сравни',
    priceDrop: 'Ограничена оферта',
    emptyGrid: 'Няма намерени продукти.',
    offerTableCaption: 'Цени в магазините',
    offerTableShop: 'Магазин',
    offerTablePrice: 'Цена',
    offerTableDelivery: 'Доставка',
    offerTableAction: 'Покупка',
    like: 'Това ми харесва.',
    watchdog: 'Следете за наличност',
    rating: (rating: string, reviews: string) => `${rating} (${reviews})`,
    ratingLabel: (rating: string, reviews: string) => `Оценка ${rating} от 5, ${reviews}. Вижте отзивите`,
    installment: (months: number, amount: string) => `или ${months} пъти ${amount}`,
    lowest30Days: (amount: string) => `Най-ниска цена за 30 дни преди намалението: ${amount}`,
    verifiedDiscount: 'Проверена отстъпка',
    shopPriceBefore: (amount: string) => `Цена на магазина преди: ${amount}`,
    voucher: 'Код за отстъпка',
    voucherPrice: (price: string) => `Цена с кода: ${price}`,
    voucherCopy: 'Копирай кода',
    voucherCopied: 'Копирано!',
    tiers: { bestseller: 'Най-продаван', seller: 'Търсен продукт', low: 'Оферта от магазин' },
    condition: { used: 'Употребяван', refurbished: 'Възстановен (рефърбиш)' },
    promo: { blackFriday: 'Черен петък', gardenSales: 'Градински сезон' },
    christmas: 'Доставка до Коледа',
    dimensions: { width: 'Ширина', height: 'Височина', depth: 'Дълбочина', diameter: 'Диаметър' },
    centimetres: (value: string) => `${value}\u00A0см`,
  },
  compare: {
    added: 'Продуктът е добавен към сравнението',
    show: 'Покажи сравнение',
    closeToast: 'Затвори съобщението',
  },
  availability: {
    inactive: 'Не е в наличност',
    inStock: 'В наличност',
    readyToShip: 'Готов за изпращане',
  },
  delivery: {
    within: (count: string) => `Доставка до ${count}`,
    free: 'Безплатна доставка',
    price: (price: string) => `Доставка ${price}`,
  },
} as const;
