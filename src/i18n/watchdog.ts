/**
 * The watchdog's texts (spec §4 Watchdog), in Bulgarian: the button's second state, the modal and the two watchdog
 * pages. A table of its own, imported by its path, so that it loads with the watchdog code and not with every page's
 * first load as the main table does; the button's first state ('Следете за наличност') is the main table's.
 */
export const bgWatchdog = {
  stop: 'Прекратяване на следването',
  stopFailed: 'Следенето не бе прекратено. Опитайте отново.',
  dialogLabel: 'Следене на наличност и цена',
  closeDialog: 'Затвори прозореца',
  title: 'Следете продукта',
  lead: (name: string) => `Ще ви изпратим имейл, когато „${name}“ е наличен или цената му падне до желаната от вас.`,
  email: 'Имейл',
  targetPrice: 'Желана цена (по избор)',
  targetPriceHint: (currency: string) =>
    `В ${currency}. Оставете празно, за да ви пишем, когато продуктът е наличен; с цена ще ви пишем, когато падне до нея.`,
  submit: 'Следете',
  submitting: 'Записване…',
  subscribed: (email: string) => `Готово! Ще ви пишем на ${email}.`,
  confirmationSent: (email: string) =>
    `Изпратихме писмо до ${email}. Отворете връзката в него, за да потвърдите следенето. Дотогава няма да получавате известия.`,
  close: 'Затвори',
  errors: {
    emailRequired: 'Въведете имейл.',
    emailInvalid: 'Въведете валиден имейл адрес.',
    priceInvalid: 'Въведете цена като число, например 499,90.',
    priceNotPositive: 'Цената трябва да е по-голяма от нула.',
    priceTooHigh: 'Цената трябва да е под 10 000 000.',
    tooMany: 'Твърде много опити. Опитайте отново по-късно.',
    notFound: 'Продуктът вече не е в каталога.',
    server: 'Следенето не бе записано. Опитайте отново.',
  },
  types: {
    availability: 'Наличност',
    price: (target: string) => `Цена до ${target}`,
  },
  listTitle: 'Следени продукти',
  listLead: 'Ще ви пишем, когато продукт стане наличен или цената му падне до желаната.',
  listEmpty: 'Още не следите продукти. Натиснете „Следете за наличност“ на продукт, за да го добавите тук.',
  listFailed: 'Списъкът не можа да се зареди.',
  retry: 'Опитай отново',
  loading: 'Зареждане…',
  signInPrompt: 'Влезте в профила си, за да видите следените продукти.',
  signIn: 'Вход',
  currentPrice: 'Сега',
  notAvailable: 'Не е в наличност',
  remove: (name: string) => `Премахни следенето: ${name}`,
  removeShort: 'Премахни',
  removeFailed: 'Следенето не бе премахнато. Опитайте отново.',
  unsubscribeTitle: 'Прекратяване на следенето',
  unsubscribeLead: 'Потвърдете, че не искате повече известия за този продукт.',
  unsubscribeConfirm: 'Прекратете следенето',
  unsubscribing: 'Прекратяване…',
  unsubscribed: 'Следенето е прекратено. Няма да получавате повече известия за този продукт.',
  unsubscribeInvalid: 'Връзката е невалидна или следенето вече е прекратено.',
  unsubscribeFailed: 'Следенето не бе прекратено. Опитайте отново.',
  toHome: 'Към началната страница',
  toWatchdogs: 'Към следените продукти',
};
