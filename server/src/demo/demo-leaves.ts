/** One spec per taxonomy leaf of the demo catalogue: noun, shape, price range, dimensions and look. */

import { FURNITURE_LEAF_SPECS } from './demo-leaves-furniture';
import { HOME_LEAF_SPECS } from './demo-leaves-home';
import type { LeafSpec } from './demo-leaf-spec';

export type { LeafSpec, Shape } from './demo-leaf-spec';

/** One spec per taxonomy leaf (a test checks the two lists stay in step). */
export const LEAF_SPECS: readonly LeafSpec[] = [...FURNITURE_LEAF_SPECS, ...HOME_LEAF_SPECS];
