type Column = Int32Array | Int16Array | Uint8Array | Uint16Array | Float32Array | Float64Array;
type ColumnConstructor = { new (length: number): Column };

/** Row-aligned typed columns that grow by doubling. */
export class ColumnStore<Names extends string> {
  readonly columns: Record<Names, Column>;
  private readonly kinds: Record<Names, ColumnConstructor>;
  capacity: number;

  constructor(kinds: Record<Names, ColumnConstructor>, capacity: number) {
    this.kinds = kinds;
    this.capacity = Math.max(16, capacity);
    this.columns = {} as Record<Names, Column>;
    for (const name of Object.keys(kinds) as Names[]) this.columns[name] = new kinds[name](this.capacity);
  }

  /** Makes room for `rows` rows. */
  ensure(rows: number): void {
    if (rows <= this.capacity) return;
    let capacity = this.capacity;
    while (capacity < rows) capacity *= 2;
    for (const name of Object.keys(this.kinds) as Names[]) {
      const next = new this.kinds[name](capacity);
      next.set(this.columns[name] as never);
      this.columns[name] = next;
    }
    this.capacity = capacity;
  }

  /** Reorders the first `order.length` rows: new row i takes old row order[i]. */
  permute(order: Int32Array): void {
    for (const name of Object.keys(this.kinds) as Names[]) {
      const old = this.columns[name];
      const next = new this.kinds[name](this.capacity);
      for (let i = 0; i < order.length; i++) next[i] = old[order[i]!]!;
      this.columns[name] = next;
    }
  }

  bytes(rows: number): number {
    return (Object.values(this.columns) as Column[]).reduce((sum, c) => sum + c.BYTES_PER_ELEMENT * rows, 0);
  }
}

/** A growable Int32 list (the flattened parameter values of every row). */
export class IntList {
  data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}
