/** A variant's parameters as stored in `variants.params`: a JSON array of {name, value}. */
export interface VariantParam {
  name: string;
  value: string;
}

/** Reads the stored parameters, keeping only well-formed entries; damaged JSON reads as no parameters. */
export function parseParams(json: string): VariantParam[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.filter((p): p is VariantParam => typeof p?.name === 'string' && typeof p?.value === 'string')
      : [];
  } catch {
    return [];
  }
}
