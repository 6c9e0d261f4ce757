import type { FilteringResponse } from '../../../client';
import { variantFixture } from '../../catalogue/test-support/variant-fixture';
import { groupsFixture } from '../../filters/test-support/groups-fixture';

/** A sofa category listing page with `count` variants (ids from `firstId`). */
export function filteringFixture(overrides: Partial<FilteringResponse> & { count?: number; firstId?: number } = {}): FilteringResponse {
  const { count = 6, firstId = 1, ...rest } = overrides;
  const variants = Array.from({ length: count }, (_, index) => variantFixture({ id: firstId + index, name: `Диван ${firstId + index}` }));
  return {
    totalCount: 40,
    title: 'Дивани',
    groups: groupsFixture(),
    url: '/products/divani',
    categoryUrl: '/products/divani',
    showAiSearch: false,
    aiSearchPlaceholder: '',
    topHtml: '',
    listHtml: '',
    bottomHtml: '',
    paginatorHtml: '',
    nextPageUrl: '/products/divani?page=2',
    dataLayer: { pageType: 'category', categoryId: 12, totalCount: 40, requestId: 'req-divani-1' },
    pagination: { page: 1, pageSize: count, pageCount: 3, totalCount: 40 },
    variants,
    ...rest,
  };
}
