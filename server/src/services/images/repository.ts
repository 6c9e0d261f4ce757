import type { Db } from '../../db/database';

/* The images' SQL; every function takes the executor first (the server's handle or a transaction). */

/** An image as a render needs it: its kind, where its original is, and its size as last read; undefined when unknown. */
export async function imageToRender(db: Db, id: number) {
  return db.selectFrom('images').select(['id', 'kind', 'source_url', 'width', 'height']).where('id', '=', id).executeTakeFirst();
}

/** Stores the displayed size read from an image's original. */
export async function recordImageSize(db: Db, image: { id: number; width: number; height: number }): Promise<void> {
  await db.updateTable('images').set({ width: image.width, height: image.height }).where('id', '=', image.id).execute();
}
