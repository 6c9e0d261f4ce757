/**
 * The visually-similar link's texts, on every listing card and over the product photo: a table of its own, so they
 * load with the cards' code and the photo's chunk, never with the product page's first load (its 100 KB budget).
 */
export const bgVisualEntry = {
  label: 'Подобни по визия',
  labelFor: (name: string) => `Подобни по визия на „${name}“`,
};
