import { Type } from '@sinclair/typebox';

const Part = Type.String({ minLength: 1, maxLength: 200 });
/** Shape only; `parseImageParams` owns the rules so the 400/404 split and the field names live in one place. */
export const FileParamsSchema = Type.Object({ type: Part, size: Part, aa: Part, bb: Part, cc: Part, file: Part });
export const SlugFileParamsSchema = Type.Object({ type: Part, size: Part, aa: Part, bb: Part, cc: Part, id: Part, file: Part });
