import type { Db } from '../../db/database';
import type { ImageDescriptorTable } from '../../db/schema';

/* The visual descriptors' SQL; every function takes the executor first (the server's handle or a transaction). */

/**
 * Main images (position 0) of listed offers with no descriptor of `version` yet, after the image id `after`, at most
 * `limit`, by id.
 */
export async function undescribedMainImages(db: Db, options: { version: number; after: number; limit: number }) {
  return db
    .selectFrom('images as i')
    .innerJoin('variant_images as vi', (join) => join.onRef('vi.image_id', '=', 'i.id').on('vi.position', '=', 0))
    .innerJoin('variants as v', (join) => join.onRef('v.id', '=', 'vi.variant_id').on('v.active', '=', 1))
    .leftJoin('image_descriptors as d', 'd.image_id', 'i.id')
    .select(['i.id', 'i.source_url'])
    .distinct()
    .where('i.id', '>', options.after)
    .where((eb) => eb.or([eb('d.image_id', 'is', null), eb('d.version', '<>', options.version)]))
    .orderBy('i.id')
    .limit(options.limit)
    .execute();
}

/** An image's original as the descriptor pass reads it; undefined when unknown. */
export async function imageSource(db: Db, id: number) {
  return db.selectFrom('images').select(['id', 'source_url']).where('id', '=', id).executeTakeFirst();
}

/** Stores (or replaces) an image's descriptor row. */
export async function saveDescriptor(db: Db, row: ImageDescriptorTable): Promise<void> {
  await db
    .insertInto('image_descriptors')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('image_id').doUpdateSet({
        version: row.version,
        source_hash: row.source_hash,
        descriptor: row.descriptor,
        error: row.error,
        computed_at: row.computed_at,
      }),
    )
    .execute();
}

/** An image's stored descriptor row of `version`; undefined when it has none. */
export async function descriptorRow(db: Db, options: { imageId: number; version: number }) {
  return db
    .selectFrom('image_descriptors')
    .select(['descriptor', 'error'])
    .where('image_id', '=', options.imageId)
    .where('version', '=', options.version)
    .executeTakeFirst();
}

/** Every listed offer whose main image has a descriptor of `version`: what the visual index holds. */
export async function listedDescriptors(db: Db, options: { version: number }) {
  return db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('variant_images as vi', (join) => join.onRef('vi.variant_id', '=', 'v.id').on('vi.position', '=', 0))
    .innerJoin('image_descriptors as d', 'd.image_id', 'vi.image_id')
    .select(['v.id', 'v.product_id', 'p.category_id', 'd.descriptor'])
    .where('v.active', '=', 1)
    .where('d.version', '=', options.version)
    .where('d.descriptor', 'is not', null)
    .orderBy('v.id')
    .execute();
}

/** How many descriptors there are and when the last was computed: a new value means the visual index is stale. */
export async function descriptorsState(db: Db): Promise<string> {
  const row = await db
    .selectFrom('image_descriptors')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('computed_at').as('last')])
    .executeTakeFirstOrThrow();
  return `${Number(row.n)}:${row.last ?? ''}`;
}
