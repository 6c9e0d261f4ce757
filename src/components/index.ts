export { Icon, type IconName } from './icon';
export { Price, type PriceProps } from './price';
