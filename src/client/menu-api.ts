import { BaseAPI } from './runtime';
import type { MenuResponse } from './types';

export class MenuApi extends BaseAPI {
  /** GET /api/v2/menu (spec §7). */
  async menu(parameters: { signal?: AbortSignal } = {}): Promise<MenuResponse> {
    return this.requestJson<MenuResponse>({ path: '/api/v2/menu', method: 'GET', signal: parameters.signal });
  }
}
