/** The 404 page's texts, in Bulgarian: a table of its own, so that they load with that page only. */
export const bgNotFound = {
  title: 'Страницата не е намерена',
  text: 'Адресът може да е сгрешен или страницата вече не съществува. Разгледайте каталога или потърсете това, което ви трябва.',
  home: 'Към началната страница',
};
