import { RESERVED_PARAM_SLUGS, slugify } from '@uyut/core';
import { IntList } from './columns';
import type { ParamValue } from './index-schema';
import { NONE } from './row-scan';

/**
 * The parameters and their values the index knows, each with the URL slug it is filtered by. The URL segment
 * `{param}-{value}` of every value is unique, so a URL always names one value.
 */
export class ParamDictionary {
  readonly params: Array<{ slug: string; name: string }> = [];
  readonly paramBySlug = new Map<string, number>();
  readonly values: ParamValue[] = [];
  /** Parameter of each value, for the hot loop. */
  readonly valueParam = new IntList();
  private readonly valueByKey = new Map<string, number>();
  /** Raw `name\0value` → value index, so the build slugifies each distinct pair once. */
  private readonly valueByRaw = new Map<string, number>();
  private readonly segments = new Set<string>();

  /** The value index of a raw pair, added when new; NONE when its name or value has no slug. */
  valueIndex(name: string, value: string): number {
    const raw = rawKey(name, value);
    const known = this.valueByRaw.get(raw);
    if (known !== undefined) return known;
    const index = this.newValueIndex(name, value);
    this.valueByRaw.set(raw, index);
    return index;
  }

  /** The value index of a raw pair the index has seen, without adding it. */
  knownValue(name: string, value: string): number | undefined {
    return this.valueByRaw.get(rawKey(name, value));
  }

  valueBySlug(param: number, slug: string): number | undefined {
    const index = this.valueByKey.get(`${param}:${slug}`);
    return index !== undefined && this.values[index]!.slug === slug ? index : undefined;
  }

  private newValueIndex(name: string, value: string): number {
    let paramSlug = slugify(name);
    if (paramSlug === '') return NONE;
    if (RESERVED_PARAM_SLUGS.has(paramSlug)) paramSlug = `${paramSlug}-param`;
    let param = this.paramBySlug.get(paramSlug);
    if (param === undefined) {
      param = this.params.length;
      this.params.push({ slug: paramSlug, name });
      this.paramBySlug.set(paramSlug, param);
    }
    const valueSlug = slugify(value);
    if (valueSlug === '') return NONE;
    const key = `${param}:${valueSlug}`;
    const known = this.valueByKey.get(key);
    if (known !== undefined) return known;
    let slug = valueSlug;
    for (let n = 2; this.segments.has(`${paramSlug}-${slug}`); n++) slug = `${valueSlug}-${n}`;
    this.segments.add(`${paramSlug}-${slug}`);
    const index = this.values.length;
    this.values.push({ param, slug, name: value });
    this.valueParam.push(param);
    this.valueByKey.set(key, index);
    this.valueByKey.set(`${param}:${slug}`, index);
    return index;
  }
}

const rawKey = (name: string, value: string) => `${name}\u0000${value}`;
