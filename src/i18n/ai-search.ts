/**
 * The AI search box's texts (spec §4, issue 25 §4), in Bulgarian. A table of its own, imported by its path, so it loads
 * with the box's own script and not with every listing's first load.
 */
export const bgAiSearch = {
  label: 'AI търсене',
  hint: 'Опишете с думи какво търсите: цвят, материал, цена, размер, доставка. Филтрите ще се попълнят сами и можете да ги промените.',
  submit: 'Търси',
  submitting: 'Търсене…',
  failed: 'Търсенето не успя. Опитайте отново.',
} as const;
