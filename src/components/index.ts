export { Carousel, type CarouselProps } from './carousel';
export { Icon, type IconName } from './icon';
export { Price, type PriceProps } from './price';
export { STAR_SIZES, Stars, type StarSize, type StarsProps, starFills } from './stars';
export { useEscape } from './use-escape';
