/** The largest picture the server takes (server/src/services/visual/routes.ts MAX_UPLOAD_BYTES). */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
/** The picture types the server takes. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file cannot be sent ('type' or 'size'), checked before uploading it; null when it may be. */
export function pictureProblem(file: { size: number; type: string }): 'type' | 'size' | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > MAX_PICTURE_BYTES ? 'size' : null;
}
