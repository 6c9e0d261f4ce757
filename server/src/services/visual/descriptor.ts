/**
 * Image descriptors for "visually similar" (issue 25 §5): a colour histogram and a shape grid of the object in a
 * product photo, background trimmed, packed into one weighted vector so that the squared Euclidean distance between
 * two vectors is the dissimilarity of the two pictures. Pure: it reads decoded RGB pixels (pixels.ts decodes them).
 */

/** Bumped whenever the vector's layout or weights change: stored descriptors of an older version are computed again. */
export const DESCRIPTOR_VERSION = 1;

/** Hue sectors of the chromatic colour bins (red centred on the first), each split by saturation and by value. */
const HUE_BINS = 12;
const TONES = 4;
/** Grey bins by value: black, dark, light, white. */
const GREY_BINS = 4;
const COLOUR_BINS = HUE_BINS * TONES + GREY_BINS;
/** The object's bounding box is cut into GRID × GRID cells of occupancy; mirrored halves are averaged (GRID × GRID / 2 values). */
const GRID = 8;
const SHAPE_CELLS = (GRID * GRID) / 2;
export const DESCRIPTOR_LENGTH = COLOUR_BINS + SHAPE_CELLS + 2;

/**
 * Weights of the parts. The colour part is a Hellinger vector (square roots of a histogram), whose distances run from
 * 0 to √2; the shape cells are divided by √cells so the part's distance is a root mean square of 0…1 differences.
 */
const WEIGHTS = { colour: 1.2, shape: 3, aspect: 0.8, fill: 1.6 } as const;

/** Below this saturation (0…1) a pixel counts as grey whatever its hue. */
const GREY_SATURATION = 0.22;
/** Saturation splitting the muted and the vivid half of a hue sector, and value its dark and bright half. */
const VIVID_SATURATION = 0.55;
const BRIGHT_VALUE = 0.6;
/** RGB distance within which a pixel is taken for one of the background's colours. */
const BACKGROUND_TOLERANCE = 34;
/** A border colour covering at least this share of the border is background (a wall, a floor). */
const BACKGROUND_SHARE = 0.12;
/** Background colours taken at most (wall, floor, shadow). */
const BACKGROUND_COLOURS = 3;
/** With fewer object pixels than this share, the photo has no plain background and all of it is the object. */
const MIN_OBJECT_SHARE = 0.02;

/** Decoded pixels: `data` holds width × height RGB triples, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The descriptor of a picture: DESCRIPTOR_LENGTH weighted values (see the layout above). */
export function describePixels(pixels: Pixels): Float32Array {
  const mask = objectMask(pixels);
  const vector = new Float32Array(DESCRIPTOR_LENGTH);
  colourPart({ pixels, mask, into: vector });
  shapePart({ pixels, mask, into: vector });
  return vector;
}

/** Squared Euclidean distance: the dissimilarity of two descriptors. */
export function descriptorDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  return sum;
}

/**
 * Which pixels are the object (1) and which the background (0). The background is the few colours that cover much
 * of the picture's border (a wall and a floor); a pixel near one of them is background. A photo with no plain
 * background (almost every pixel an object pixel or almost none) is all object.
 */
export function objectMask(pixels: Pixels): Uint8Array {
  const { width, height, data } = pixels;
  const palette = backgroundPalette(pixels);
  const mask = new Uint8Array(width * height);
  let objectPixels = 0;
  const tolerance = BACKGROUND_TOLERANCE * BACKGROUND_TOLERANCE;
  for (let p = 0; p < width * height; p += 1) {
    const r = data[p * 3]!;
    const g = data[p * 3 + 1]!;
    const b = data[p * 3 + 2]!;
    let background = false;
    for (const colour of palette) {
      const dr = r - colour[0];
      const dg = g - colour[1];
      const db = b - colour[2];
      if (dr * dr + dg * dg + db * db <= tolerance) {
        background = true;
        break;
      }
    }
    if (!background) {
      mask[p] = 1;
      objectPixels += 1;
    }
  }
  if (objectPixels < width * height * MIN_OBJECT_SHARE) mask.fill(1);
  return mask;
}

/** The mean colours of the coarse colour boxes (16 levels a channel) that cover BACKGROUND_SHARE of the border each. */
function backgroundPalette(pixels: Pixels): Array<[number, number, number]> {
  const { width, height, data } = pixels;
  const boxes = new Map<number, { count: number; r: number; g: number; b: number }>();
  let border = 0;
  const add = (x: number, y: number) => {
    const p = (y * width + x) * 3;
    const r = data[p]!;
    const g = data[p + 1]!;
    const b = data[p + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const box = boxes.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    box.count += 1;
    box.r += r;
    box.g += g;
    box.b += b;
    boxes.set(key, box);
    border += 1;
  };
  for (let x = 0; x < width; x += 1) {
    add(x, 0);
    if (height > 1) add(x, height - 1);
  }
  for (let y = 1; y < height - 1; y += 1) {
    add(0, y);
    if (width > 1) add(width - 1, y);
  }
  return [...boxes.values()]
    .filter((box) => box.count >= border * BACKGROUND_SHARE)
    .sort((a, b) => b.count - a.count)
    .slice(0, BACKGROUND_COLOURS)
    .map((box) => [box.r / box.count, box.g / box.count, box.b / box.count]);
}

/**
 * Where one RGB pixel falls among the colour bins: a grey level (`grey`), or a hue position between two sector
 * centres (`sector` and the share `towards` the next one, so a hue on a border counts half in each) in one of the
 * four tones (muted or vivid, dark or bright).
 */
export function colourBin(r: number, g: number, b: number): { grey: number } | { sector: number; towards: number; tone: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const value = max / 255;
  const saturation = max === 0 ? 0 : (max - min) / max;
  if (saturation < GREY_SATURATION || value < 0.16) return { grey: Math.min(GREY_BINS - 1, Math.floor(value * GREY_BINS)) };
  const chroma = max - min;
  let hue: number;
  if (max === r) hue = ((g - b) / chroma + 6) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  /* Sector centres sit at 0°, 30° …: red is the centre of the first, not split across the wrap. */
  const position = (hue / 6) * HUE_BINS;
  const sector = Math.floor(position) % HUE_BINS;
  const tone = (saturation >= VIVID_SATURATION ? 1 : 0) * 2 + (value >= BRIGHT_VALUE ? 1 : 0);
  return { sector, towards: position - Math.floor(position), tone };
}

/** The object's colour histogram, as square roots (Hellinger), weighted, into the first COLOUR_BINS values. */
function colourPart(input: { pixels: Pixels; mask: Uint8Array; into: Float32Array }): void {
  const { pixels, mask, into } = input;
  const counts = new Float64Array(COLOUR_BINS);
  let total = 0;
  for (let p = 0; p < mask.length; p += 1) {
    if (mask[p] === 0) continue;
    const bin = colourBin(pixels.data[p * 3]!, pixels.data[p * 3 + 1]!, pixels.data[p * 3 + 2]!);
    if ('grey' in bin) counts[HUE_BINS * TONES + bin.grey]! += 1;
    else {
      counts[bin.sector * TONES + bin.tone]! += 1 - bin.towards;
      counts[((bin.sector + 1) % HUE_BINS) * TONES + bin.tone]! += bin.towards;
    }
    total += 1;
  }
  for (let bin = 0; bin < COLOUR_BINS; bin += 1) into[bin] = WEIGHTS.colour * Math.sqrt(counts[bin]! / total);
}

/**
 * The object's outline: the occupancy of a GRID × GRID grid over its bounding box, left and right halves averaged so
 * that a mirrored photo describes the same; then the box's aspect ratio (log2, within ±2) and how much of it the
 * object fills.
 */
function shapePart(input: { pixels: Pixels; mask: Uint8Array; into: Float32Array }): void {
  const { pixels, mask, into } = input;
  const { width, height } = pixels;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  let area = 0;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (mask[y * width + x] === 0) continue;
      area += 1;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  const cells = new Float64Array(GRID * GRID);
  const cellPixels = new Float64Array(GRID * GRID);
  for (let y = top; y <= bottom; y += 1)
    for (let x = left; x <= right; x += 1) {
      const cell =
        Math.min(GRID - 1, Math.floor(((y - top) * GRID) / boxHeight)) * GRID +
        Math.min(GRID - 1, Math.floor(((x - left) * GRID) / boxWidth));
      cellPixels[cell]! += 1;
      cells[cell]! += mask[y * width + x]!;
    }
  const occupancy = (cell: number) => (cellPixels[cell]! === 0 ? 0 : cells[cell]! / cellPixels[cell]!);
  const scale = WEIGHTS.shape / Math.sqrt(SHAPE_CELLS);
  let out = COLOUR_BINS;
  for (let row = 0; row < GRID; row += 1)
    for (let column = 0; column < GRID / 2; column += 1) {
      const mirrored = (occupancy(row * GRID + column) + occupancy(row * GRID + GRID - 1 - column)) / 2;
      into[out] = scale * mirrored;
      out += 1;
    }
  const aspect = Math.max(-2, Math.min(2, Math.log2(boxWidth / boxHeight)));
  into[out] = WEIGHTS.aspect * aspect;
  into[out + 1] = WEIGHTS.fill * (area / (boxWidth * boxHeight));
}

/** A descriptor as stored (base64 of its little-endian float32 values): the same text on SQLite and PostgreSQL. */
export function serialiseDescriptor(vector: Float32Array): string {
  const bytes = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i += 1) bytes.writeFloatLE(vector[i]!, i * 4);
  return bytes.toString('base64');
}

/** The stored text back into a descriptor; undefined when it is not one of DESCRIPTOR_LENGTH values. */
export function parseDescriptor(text: string): Float32Array | undefined {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== DESCRIPTOR_LENGTH * 4) return undefined;
  const vector = new Float32Array(DESCRIPTOR_LENGTH);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i += 1) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}
