/**
 * Seeded pseudo-random numbers. Everything random in the engine draws from a `Random` built from an
 * explicit seed, so the same inputs and seed always give the same models, folds and candidates.
 * Generator: sfc32 (small fast counter, 128-bit state), seeded through splitmix32.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    let s = (Math.floor(Math.abs(seed)) ^ 0x9e3779b9) >>> 0;
    const splitmix = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = splitmix();
    this.b = splitmix();
    this.c = splitmix();
    this.d = splitmix();
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** Standard normal (Marsaglia polar method). */
  normal(): number {
    if (this.spareNormal !== null) {
      const v = this.spareNormal;
      this.spareNormal = null;
      return v;
    }
    for (;;) {
      const u = 2 * this.next() - 1;
      const v = 2 * this.next() - 1;
      const s = u * u + v * v;
      if (s > 0 && s < 1) {
        const f = Math.sqrt((-2 * Math.log(s)) / s);
        this.spareNormal = v * f;
        return u * f;
      }
    }
  }

  /** Gamma(shape, 1) (Marsaglia–Tsang; boosted for shape < 1). */
  gamma(shape: number): number {
    if (shape < 1) {
      const u = this.next();
      return this.gamma(shape + 1) * Math.pow(u === 0 ? Number.MIN_VALUE : u, 1 / shape);
    }
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      let x: number;
      let v: number;
      do {
        x = this.normal();
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      const u = this.next();
      if (u < 1 - 0.0331 * x * x * x * x) return d * v;
      if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
    }
  }

  /** A point of the simplex drawn from a symmetric Dirichlet(alpha) of dimension n. */
  dirichlet(n: number, alpha = 1): number[] {
    const g = Array.from({ length: n }, () => this.gamma(alpha));
    const sum = g.reduce((s, v) => s + v, 0);
    return sum > 0 ? g.map((v) => v / sum) : g.map(() => 1 / n);
  }

  /** Fisher–Yates shuffle in place; returns the array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /**
   * `size` of `items` drawn without replacement, kept in their order, written to the start of `into`
   * (and, with `rest`, the others to `rest` in their order); returns how many were drawn. Selection
   * sampling (Knuth's algorithm S): one uniform per item until `size` are drawn. The generator runs
   * on local copies of its state — the same stream as `next()` per item, at a fraction of the cost in
   * boosting's inner loops, which draw a row sample for every tree.
   */
  sampleSorted(items: Int32Array, size: number, into: Int32Array, rest: Int32Array | null = null): number {
    let { a, b, c, d } = this;
    const n = items.length;
    let kept = 0;
    let i = 0;
    for (; i < n && kept < size; i++) {
      const t = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) >>> 0;
      c = ((c << 21) | (c >>> 11)) >>> 0;
      c = (c + t) >>> 0;
      if ((n - i) * (t / 4294967296) < size - kept) into[kept++] = items[i]!;
      else if (rest) rest[i - kept] = items[i]!;
    }
    if (rest) for (; i < n; i++) rest[i - kept] = items[i]!;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return kept;
  }

  /** A new generator whose stream is independent of this one's future draws. */
  fork(): Random {
    return new Random(this.nextUint32());
  }
}
