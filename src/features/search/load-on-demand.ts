/** The search panel, one chunk loaded on demand by the header's search field on its first focus; never in a first load. */
export const loadSearchPanel = () => import(/* webpackChunkName: "search" */ './search-panel');
