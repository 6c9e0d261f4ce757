/** Vocabulary of the demo catalogue: colours, materials, brands, shops and one spec per taxonomy leaf. */
export * from './demo-vocabulary';
export * from './demo-leaves';
export * from './demo-shops';
export * from './demo-sentences';
