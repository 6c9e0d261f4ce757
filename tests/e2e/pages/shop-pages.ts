import { expect, type Locator, type Page } from '@playwright/test';

/** Page objects for the journeys: each knows how to reach and read one kind of page. */
export class HomePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/');
    await expect(this.page.locator('html')).toHaveAttribute('lang', 'bg');
  }

  departmentLinks(): Locator {
    return this.page.locator('.department__name');
  }

  footer(): Locator {
    return this.page.getByRole('contentinfo');
  }
}

export class CategoryPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  cards(): Locator {
    return this.page.getByTestId('variant-card');
  }

  /** The card's main link goes to the shop; 'Подробности за продукта' (shown on hover) opens our product page. */
  async openFirstProduct() {
    const card = this.cards().first();
    const name = (await card.locator('h3').innerText()).trim();
    await card.hover();
    await card.getByRole('link', { name: 'Подробности за продукта' }).click();
    return name;
  }
}

export class ProductPage {
  constructor(readonly page: Page) {}

  offers(): Locator {
    return this.page.getByTestId('offer-row');
  }
}
