/**
 * Whether an Accept-Encoding header (RFC 9110 §12.5.3) allows a gzip-encoded answer: `gzip` (or its alias `x-gzip`)
 * listed with a non-zero weight, or else `*` with a non-zero weight. No header, or `identity` alone, does not.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  let any = false;
  for (const entry of header.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') any = accepted;
  }
  return any;
}
