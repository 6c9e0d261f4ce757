import { CLICK_SOURCES } from '@uyut/core';
import type { Db } from '../../db/database';
import { NotFoundError, UnauthorisedError } from '../../lib/http-errors';
import type { CatalogueService } from '../catalogue';
import type { VariantDto } from '../catalogue/schemas';
import * as repository from './repository';
import type { FavouriteSort } from '@uyut/core';
import { openShareToken, sealShareToken } from './share-token';

export interface FavouritesPage {
  variants: VariantDto[];
  pagination: { page: number; pageSize: number; pageCount: number; totalCount: number };
  owner?: { id: string; name: string };
  clickSource: number;
}

export interface FavouritesQuery {
  page: number;
  pageSize: number;
  sort: FavouriteSort;
  active: boolean;
  encryptedShare?: string;
}

/**
 * Favourites (spec §7 Main API user rows): the liked variants as cards from the catalogue's own card code, the share
 * link (share-token.ts) and its revocation, liked variants on sale and remarketing variants. Lists carry the spec §9
 * click source their cards' click-outs report.
 */
export class FavouriteService {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    private readonly options: { catalogue: CatalogueService; shareKey: string },
  ) {
    this.key = Buffer.from(options.shareKey, 'hex');
  }

  /** A page of liked variants: the caller's own, or with `encryptedShare` the list of the user it names (read-only). */
  async likedVariants(query: FavouritesQuery & { userId: number | null }): Promise<FavouritesPage> {
    const shared = query.encryptedShare === undefined ? undefined : await this.sharedOwner(query.encryptedShare);
    const userId = shared?.id ?? query.userId;
    if (userId === null) throw new UnauthorisedError('Not signed in', 'session');
    const { ids, total } = await repository.likedVariantPage(this.db, {
      userId,
      active: query.active,
      sort: query.sort,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      variants: await this.options.catalogue.byIds(ids),
      pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), totalCount: total },
      ...(shared === undefined ? {} : { owner: { id: String(shared.id), name: shared.name } }),
      clickSource: CLICK_SOURCES.userFavourites,
    };
  }

  /** The user's share token: the same until revoked. */
  async shareToken(userId: number): Promise<string> {
    return sealShareToken({ userId, generation: await repository.shareGeneration(this.db, userId) }, this.key);
  }

  /** Revokes every share token the user was given. */
  async revokeShare(userId: number): Promise<void> {
    await repository.bumpShareGeneration(this.db, userId);
  }

  async onSale(options: { userId: number; limit: number }) {
    return {
      variants: await this.options.catalogue.byIds(await repository.likedOnSale(this.db, options)),
      clickSource: CLICK_SOURCES.userFavourites,
    };
  }

  async remarketing(options: { userId: number; limit: number }) {
    const ids = await repository.remarketingVariants(this.db, options);
    return { variants: await this.options.catalogue.byIds(ids), clickSource: CLICK_SOURCES.remarketingVariants };
  }

  /** The user a share token names, when it is genuine, of the current generation and the user still exists. */
  private async sharedOwner(token: string): Promise<{ id: number; name: string }> {
    const claims = openShareToken(token, this.key);
    const name = claims === null ? undefined : await repository.userName(this.db, claims.userId);
    if (claims === null || name === undefined || claims.generation !== (await repository.shareGeneration(this.db, claims.userId))) {
      throw new NotFoundError('No shared favourites at this link', 'encryptedShare');
    }
    return { id: claims.userId, name };
  }
}
