import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { HttpError, fieldError } from '../../errors';
import { equipmentTexts as t } from '../../../shared/texts/equipment';

/** Largest upload taken (a phone camera's JPEG is 2–6 MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest side after resizing: sharp on a tablet, small enough for a phone on a slow line. */
const LONGEST_SIDE = 1200;
/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const MIN_SIDE = 64;
const FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);

const notImage = () => fieldError('photo', t.photoNotImage);

/**
 * The upload's bytes from the stream the photo route's parser hands over, refused (422,
 * Norwegian) as soon as they pass the limit; a JSON body (parsed to an object) is no image.
 */
export async function readUpload(body: unknown): Promise<Buffer> {
  if (!body || typeof body !== 'object' || !(Symbol.asyncIterator in body)) throw notImage();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_PHOTO_BYTES) throw fieldError('photo', t.photoTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Resizes a product photo (turned upright by its EXIF orientation, metadata such as GPS
 * position dropped) to WebP and stores it once; returns its content-hashed URL.
 */
export async function storePhoto(
  db: Kysely<Database>,
  bytes: Buffer,
  userId: number,
): Promise<string> {
  let resized: { data: Buffer; info: sharp.OutputInfo };
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (!meta.format || !FORMATS.has(meta.format)) throw notImage();
    if ((meta.width ?? 0) < MIN_SIDE || (meta.height ?? 0) < MIN_SIDE) {
      throw fieldError('photo', t.photoTooSmall);
    }
    resized = await input
      .rotate()
      .resize({
        width: LONGEST_SIDE,
        height: LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notImage();
  }
  const id = createHash('sha256').update(resized.data).digest('hex').slice(0, 32);
  await db
    .insertInto('photos')
    .values({
      id,
      mime: 'image/webp',
      bytes: resized.data,
      width: resized.info.width,
      height: resized.info.height,
      created_by: userId,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return photoUrl(id);
}

export const photoUrl = (id: string) => `/api/photos/${id}.webp`;

/** The id in a photo URL made by photoUrl. */
export const photoIdOf = (url: string) => url.slice('/api/photos/'.length, -'.webp'.length);

export async function readPhoto(
  db: Kysely<Database>,
  id: string,
): Promise<{ bytes: Buffer; mime: string } | null> {
  const row = await db
    .selectFrom('photos')
    .select(['bytes', 'mime'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { bytes: Buffer.from(row.bytes), mime: row.mime } : null;
}

/** 422 on `image` unless the URL names a stored photo or is the product's present image. */
export async function checkPhoto(
  db: Kysely<Database>,
  url: string | null,
  current: string | null = null,
): Promise<void> {
  if (url === null || url === current) return;
  if (!url.startsWith('/api/photos/')) throw fieldError('image', t.photoUnknown);
  const row = await db
    .selectFrom('photos')
    .select('id')
    .where('id', '=', photoIdOf(url))
    .executeTakeFirst();
  if (!row) throw fieldError('image', t.photoUnknown);
}
