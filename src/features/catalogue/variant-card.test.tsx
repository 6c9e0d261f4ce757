import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { installFakeApi } from '../../client/test-support/fake-api';
import { subscribeUiEvents } from '../../lib/ui-events';
import { compareStore, resetCompare } from '../compare';
import { siteLikes } from '../likes/site-likes';
import { variantFixture } from './test-support/variant-fixture';
import { CARD_IMAGE_SIZES, VariantCard } from './variant-card';
import { VariantGrid } from './variant-grid';

const NBSP = '\u00A0';
const voucher = { code: 'UYUT10', value: 10, valueType: 'percent' as const, priceWithVoucher: 116910 };
const images = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, type: 'variant' }));

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches && query.includes('reduce'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  });
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('VariantCard (spec §2 Variant listing, spec §9 prices and discount)', () => {
  beforeEach(() => resetCompare());

  it('renders the primary and the secondary price (spec §9)', () => {
    render(<VariantCard variant={variantFixture()} />);
    const card = screen.getByTestId('variant-card');
    expect(within(card).getByTestId('price-primary').textContent).toBe(`1299${NBSP}лв.`);
    expect(within(card).getByTestId('price-secondary').textContent).toBe(`664,17${NBSP}€`);
  });

  it("shows the floored discount as '-N %' and the old price struck through", () => {
    render(<VariantCard variant={variantFixture()} />);
    expect(screen.getByTestId('discount-badge').textContent).toBe(`-18${NBSP}%`);
    expect(screen.getByTestId('price-before').textContent).toContain(`1599${NBSP}лв.`);
  });

  it('shows neither badge nor old price without a discount', () => {
    const price = {
      currency: 'BGN',
      price: 129900,
      priceBeforeDiscount: null,
      claimedPriceBefore: null,
      installmentMonths: null,
      installmentAmount: null,
    };
    render(<VariantCard variant={variantFixture({ price, discount: null })} />);
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-before')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shop-claim')).not.toBeInTheDocument();
  });

  it("shows an old price our history did not verify only as the shop's claim: no badge, nothing struck (issue 22 point 11)", () => {
    const price = {
      currency: 'BGN',
      price: 100000,
      priceBeforeDiscount: null,
      claimedPriceBefore: 159900,
      installmentMonths: null,
      installmentAmount: null,
    };
    render(<VariantCard variant={variantFixture({ price, discount: null, discounted: false })} />);
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-before')).not.toBeInTheDocument();
    expect(screen.queryByTestId('omnibus')).not.toBeInTheDocument();
    expect(screen.getByTestId('shop-claim').textContent).toBe(`Цена на магазина преди: 1599${NBSP}лв.`);
    expect(screen.getByTestId('shop-claim').closest('del, s')).toBeNull();
  });

  it('takes badge and struck price from the verified discount alone, never from an old price by itself', () => {
    render(<VariantCard variant={variantFixture({ discount: null, discounted: false })} />);
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-before')).not.toBeInTheDocument();
  });

  it('renders the image with the variant name as alt, from the images service', () => {
    render(<VariantCard variant={variantFixture()} />);
    const image = screen.getByAltText('Ъглов диван Осло, сив');
    expect(image.getAttribute('src')).toBe('/img/variant/320-320/87/e3/85/42/aglov-divan-oslo-siv.jpg');
  });

  it('reserves the square box with width and height, and offers WebP first with the card sizes (no layout shift)', () => {
    render(<VariantCard variant={variantFixture()} />);
    const image = screen.getByAltText('Ъглов диван Осло, сив');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['320', '320']);
    expect(image.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    const source = image.closest('picture')?.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toContain('/img/variant/640-640/87/e3/85/42/aglov-divan-oslo-siv.webp 640w');
  });

  it('shows at most three parameters on cards and six in rows (spec §9)', () => {
    const displayParameters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const { rerender } = render(<VariantCard variant={variantFixture({ displayParameters })} />);
    expect(within(screen.getByTestId('card-parameters')).getAllByRole('listitem')).toHaveLength(3);
    rerender(<VariantCard variant={variantFixture({ displayParameters })} layout="row" />);
    expect(within(screen.getByTestId('card-parameters')).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows the dimensions in centimetres (spec §9 mm/10)', () => {
    render(<VariantCard variant={variantFixture()} />);
    expect(screen.getByTestId('card-dimensions').textContent).toBe(
      `Ширина: 240${NBSP}см · Височина: 90${NBSP}см · Дълбочина: 160${NBSP}см`,
    );
  });

  it("shows the instalment text 'или {months} пъти {amount}' (spec §9)", () => {
    const price = {
      currency: 'BGN',
      price: 120000,
      priceBeforeDiscount: null,
      claimedPriceBefore: null,
      installmentMonths: 10,
      installmentAmount: 12000,
    };
    render(<VariantCard variant={variantFixture({ price })} />);
    expect(screen.getByTestId('installment').textContent).toBe(`или 10 пъти 120${NBSP}лв.`);
  });

  it("tags price drops 'Ограничена оферта' and shows the promo tags (spec §2)", () => {
    render(<VariantCard variant={variantFixture({ promoTags: { priceDrop: true, blackFriday: true, gardenSales: false } })} />);
    expect(screen.getAllByTestId('promo-tag').map((tag) => tag.textContent)).toEqual(['Ограничена оферта', 'Черен петък']);
  });

  it('says when the offer is used or refurbished, and nothing for a new one (issue 22 point 8)', () => {
    const { rerender } = render(<VariantCard variant={variantFixture({ condition: 'used' })} />);
    expect(screen.getByTestId('condition').textContent).toBe('Употребяван');
    rerender(<VariantCard variant={variantFixture({ condition: 'refurbished' })} />);
    expect(screen.getByTestId('condition').textContent).toBe('Възстановен (рефърбиш)');
    rerender(<VariantCard variant={variantFixture({ condition: 'new' })} />);
    expect(screen.queryByTestId('condition')).not.toBeInTheDocument();
  });

  it('shows the tier label (spec §4 Tier label)', () => {
    const { rerender } = render(<VariantCard variant={variantFixture({ tier: 'bestseller' })} />);
    expect(screen.getByTestId('tier-label').textContent).toBe('Най-продаван');
    rerender(<VariantCard variant={variantFixture({ tier: null })} />);
    expect(screen.getByTestId('tier-label').textContent).toBe('Оферта от магазин');
  });

  it('shows the rating to one decimal with half stars and opens the reviews (spec §5)', () => {
    const onOpenReviews = jest.fn();
    render(
      <VariantCard
        variant={variantFixture({ reviews: { rating: 4.26, reviewsCount: 3, imagesCount: 0 } })}
        onOpenReviews={onOpenReviews}
      />,
    );
    const button = screen.getByRole('button', { name: `Оценка 4,3 от 5, 3${NBSP}отзива. Вижте отзивите` });
    expect(button.querySelectorAll('[data-fill="half"]')).toHaveLength(1);
    fireEvent.click(button);
    expect(onOpenReviews).toHaveBeenCalledWith(501);
  });

  it('has no rating button without a rating', () => {
    render(<VariantCard variant={variantFixture({ reviews: { rating: null, reviewsCount: 0, imagesCount: 0 } })} />);
    expect(screen.queryByRole('button', { name: /Оценка/ })).not.toBeInTheDocument();
  });
});

describe('VariantCard availability (spec §4 Availability display, spec §9 delivery and Christmas)', () => {
  it("marks an inactive variant 'Не е в наличност' without the shop button", () => {
    render(<VariantCard variant={variantFixture({ active: false })} />);
    expect(screen.getByText('Не е в наличност')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Към магазина/ })).not.toBeInTheDocument();
  });

  it("shows 'Готов за изпращане', free shipping and the returns text with the plural rule", () => {
    render(<VariantCard variant={variantFixture({ deliveryInDays: 0, deliveryPrice: 0, coolingOffPeriod: 1 })} />);
    const meta = screen.getByTestId('availability');
    expect(within(meta).getByText('Готов за изпращане')).toBeInTheDocument();
    expect(within(meta).getByText('Безплатна доставка')).toBeInTheDocument();
    expect(within(meta).getByText('1 ден за връщане')).toBeInTheDocument();
  });

  it('omits free shipping when delivery costs something and uses the 2–4 returns form', () => {
    render(<VariantCard variant={variantFixture({ deliveryPrice: 499, coolingOffPeriod: 3 })} />);
    expect(screen.queryByText('Безплатна доставка')).not.toBeInTheDocument();
    expect(screen.getByText('3 дни за връщане')).toBeInTheDocument();
  });

  it('shows Christmas delivery when the flag threshold covers the days left', () => {
    const now = new Date(2026, 11, 14);
    const { rerender } = render(
      <VariantCard variant={variantFixture({ deliveryInDays: 3 })} context={{ now, christmasThresholdDays: 14 }} />,
    );
    expect(screen.getByText('Доставка до Коледа')).toBeInTheDocument();
    rerender(<VariantCard variant={variantFixture({ deliveryInDays: 3 })} context={{ now, christmasThresholdDays: null }} />);
    expect(screen.queryByText('Доставка до Коледа')).not.toBeInTheDocument();
  });
});

describe('VariantCard links and buttons (spec §2 hover buttons, spec §6 flag, spec §7 click-through)', () => {
  beforeEach(() => resetCompare());

  it('links an active variant out through the click-through link in a new tab, nofollow', () => {
    const onMainClick = jest.fn();
    render(<VariantCard variant={variantFixture()} position={7} context={{ clickSource: 1, requestId: 'r1' }} onMainClick={onMainClick} />);
    const link = screen.getByRole('link', { name: 'Ъглов диван Осло, сив' });
    expect(link).toHaveAttribute('href', '/go/501?src=1&pos=7&ri=r1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener');
    fireEvent.click(link);
    expect(onMainClick).toHaveBeenCalledWith(expect.objectContaining({ id: 501 }));
  });

  it('sends the main link to the product page with the mainLinkToDetail flag or when inactive', () => {
    const { rerender } = render(<VariantCard variant={variantFixture()} context={{ mainLinkToDetail: true }} />);
    expect(screen.getByRole('link', { name: 'Ъглов диван Осло, сив' })).toHaveAttribute('href', '/product/77-aglov-divan-oslo');
    rerender(<VariantCard variant={variantFixture({ active: false })} />);
    expect(screen.getByRole('link', { name: 'Ъглов диван Осло, сив' })).toHaveAttribute('href', '/product/77-aglov-divan-oslo');
  });

  it("has the hover buttons 'Към магазина', 'Подробности за продукта' and the watchdog button", () => {
    render(<VariantCard variant={variantFixture()} />);
    expect(screen.getByRole('link', { name: /Към магазина/ })).toHaveAttribute('href', '/go/501?src=99&pos=1');
    expect(screen.getByRole('link', { name: 'Подробности за продукта' })).toHaveAttribute('href', '/product/77-aglov-divan-oslo');
    expect(screen.getByRole('button', { name: 'Следете за наличност' })).toBeInTheDocument();
  });

  it('reads its watchdog status only once the shopper reaches the card, and shows it (spec §4 Watchdog)', async () => {
    const api = installFakeApi({
      'GET /api/v1/bg/watchdog/501': { status: 200, body: { subscribed: true, type: 'availability', targetPrice: null } },
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <VariantCard variant={variantFixture()} />
      </SWRConfig>,
    );
    expect(api.fetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByTestId('variant-card'));
    expect(await screen.findByRole('button', { name: 'Прекратяване на следването' })).toBeInTheDocument();
    expect(api.requestsTo('GET /api/v1/bg/watchdog/501')).toHaveLength(1);
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it("has the like button 'Това ми харесва.': a signed-out click likes the variant locally, its count one up", async () => {
    render(<VariantCard variant={variantFixture()} />);
    const like = screen.getByRole('button', { name: /Това ми харесва\./ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    /* Valtio tells its subscribers after the click's microtask. */
    await act(async () => fireEvent.click(like));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(like).getByTestId('like-count').textContent).toBe('1');
    expect(siteLikes().state.local).toEqual([{ itemType: 'variant', itemId: '501' }]);
  });

  it("links its picture to the offers that look like it, named 'Подобни по визия' and the product (issue 25 §5)", () => {
    const { rerender } = render(<VariantCard variant={variantFixture()} />);
    const link = screen.getByRole('link', { name: 'Подобни по визия на „Ъглов диван Осло, сив“' });
    expect(link).toHaveAttribute('href', '/products/visually-similar/v501/aglov-divan-oslo-siv');
    act(() => link.focus());
    expect(link).toHaveFocus();
    rerender(<VariantCard variant={variantFixture({ image: null, images: [] })} />);
    expect(screen.queryByRole('link', { name: /Подобни по визия/ })).not.toBeInTheDocument();
  });

  it('toggles the variant in the compare list', async () => {
    render(<VariantCard variant={variantFixture()} />);
    const button = screen.getByRole('button', { name: /Сравни/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    act(() => button.click());
    expect(await screen.findByRole('button', { name: /Сравни/, pressed: true })).toBeInTheDocument();
    expect(compareStore.ids).toEqual([501]);
  });
});

describe('VariantCard voucher (spec §4 Voucher copy, spec §9 2000 ms, spec §8 copy failure logged only)', () => {
  afterEach(() => jest.useRealTimers());

  it("copies the code, shows 'Копирано!' for 2000 ms, reverts and sends voucher_copy", async () => {
    jest.useFakeTimers();
    const writeText = jest.fn(() => Promise.resolve());
    mockClipboard(writeText);
    const events = jest.fn();
    const unsubscribe = subscribeUiEvents(events);
    render(<VariantCard variant={variantFixture({ voucher })} />);
    expect(within(screen.getByTestId('voucher-card')).getByText('UYUT10')).toBeInTheDocument();
    expect(screen.getByText('Цена с кода: 1169,10 лв.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Копирай кода' }));
    });
    expect(writeText).toHaveBeenCalledWith('UYUT10');
    expect(screen.getByRole('button', { name: 'Копирано!' })).toBeInTheDocument();
    expect(events).toHaveBeenCalledWith({ name: 'voucher_copy', params: { variantId: 501, code: 'UYUT10' } });
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Копирано!' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Копирай кода' })).toBeInTheDocument();
    unsubscribe();
  });

  it('logs a copy failure and keeps the button unchanged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockClipboard(() => Promise.reject(new Error('denied')));
    render(<VariantCard variant={variantFixture({ voucher })} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Копирай кода' }));
    });
    expect(error).toHaveBeenCalledWith('Copying the voucher code failed.', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Копирай кода' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('VariantCard image slider (spec §5 slider only with 2+ images, spec §9 10 images, speed 400 ms, gap 8)', () => {
  it('builds no slider for a single image', () => {
    render(<VariantCard variant={variantFixture()} />);
    expect(screen.queryByTestId('card-slider')).not.toBeInTheDocument();
  });

  it('builds a slider of at most ten slides with speed 400 ms and an 8 px gap', () => {
    mockReducedMotion(false);
    render(<VariantCard variant={variantFixture({ images: images(12) })} />);
    const slider = screen.getByTestId('card-slider');
    expect(within(slider).getAllByRole('group', { hidden: true })).toHaveLength(10);
    const track = screen.getByTestId('card-slider-track');
    expect(track.style.transitionDuration).toBe('400ms');
    expect(track.style.gap).toBe('8px');
  });

  it('marks slides up as groups outside any list: a list whose items are groups holds no list items (WCAG 1.3.1)', () => {
    render(<VariantCard variant={variantFixture({ images: images(3) })} />);
    const slider = screen.getByTestId('card-slider');
    expect(within(slider).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(slider).queryByRole('list', { hidden: true })).not.toBeInTheDocument();
    expect(slider.querySelector('ul, ol, li')).toBeNull();
  });

  it('moves between slides with previous and next, disabled at the ends', () => {
    render(<VariantCard variant={variantFixture({ images: images(2) })} />);
    expect(screen.getByRole('button', { name: 'Предишна снимка' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Следваща снимка' }));
    expect(screen.getByRole('button', { name: 'Следваща снимка' })).toBeDisabled();
    expect(screen.getByTestId('card-slider-track').style.transform).toBe('translateX(calc(-100% - 8px))');
  });

  it('renders the first image only until the slider is pointed at, then each next image before it slides in', () => {
    render(<VariantCard variant={variantFixture({ images: images(4) })} />);
    const shown = () => screen.getAllByAltText('Ъглов диван Осло, сив').length;
    expect(shown()).toBe(1);
    fireEvent.pointerEnter(screen.getByTestId('card-slider'));
    expect(shown()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Следваща снимка' }));
    expect(shown()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Следваща снимка' }));
    expect(shown()).toBe(4);
  });

  it('uses speed 0 with prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<VariantCard variant={variantFixture({ images: images(3) })} />);
    expect(screen.getByTestId('card-slider-track').style.transitionDuration).toBe('0ms');
  });
});

describe('VariantGrid (spec §2 grid)', () => {
  it('renders one card per variant with its position, loads only the first ones eagerly and the first one first', () => {
    const variants = [1, 2, 3].map((id) => variantFixture({ id }));
    render(<VariantGrid variants={variants} eagerCount={2} />);
    expect(screen.getAllByTestId('variant-card')).toHaveLength(3);
    const images = screen.getAllByAltText('Ъглов диван Осло, сив');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(screen.getAllByRole('link', { name: /Към магазина/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/go/1?src=99&pos=1',
      '/go/2?src=99&pos=2',
      '/go/3?src=99&pos=3',
    ]);
  });

  it('says so when there are no variants', () => {
    render(<VariantGrid variants={[]} />);
    expect(screen.getByText('Няма намерени продукти.')).toBeInTheDocument();
  });
});
