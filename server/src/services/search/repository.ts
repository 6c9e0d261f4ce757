import type { Db } from '../../db/database';
import type { ProductName } from './suggestion-index';

const CHUNK = 20_000;

/** Every product's name and slug, read in id order a chunk at a time. */
export async function productNames(db: Db): Promise<ProductName[]> {
  const names: ProductName[] = [];
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'name', 'slug'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    names.push(...rows);
    if (rows.length < CHUNK) return names;
    after = rows[rows.length - 1]!.id;
  }
}
