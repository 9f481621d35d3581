// Per-generation series of a run of any length in bounded memory: values fall into buckets
// of `stride` generations (min, max and the last value of each); when the buckets run out,
// neighbours merge and the stride doubles. A chart then draws min/max per pixel column from
// at most CAPACITY buckets, so a frame costs the same after ten generations or ten million.

const CAPACITY = 4096;

export class Series {
  /** Generations per bucket (a power of two). */
  stride = 1;
  /** Buckets used: 0..count-1 cover generations [origin + i * stride, origin + (i + 1) * stride). */
  count = 0;
  readonly min = new Float32Array(CAPACITY);
  readonly max = new Float32Array(CAPACITY);
  readonly last = new Float32Array(CAPACITY);
  /** The first generation pushed (bucket 0 starts there). */
  origin = NaN;
  /** The latest generation and value pushed: the chart's last point, exactly. */
  lastX = NaN;
  lastValue = NaN;

  clear() {
    this.stride = 1;
    this.count = 0;
    this.origin = this.lastX = this.lastValue = NaN;
  }

  push(x: number, v: number) {
    if (Number.isNaN(this.origin)) this.origin = x;
    let i = Math.floor((x - this.origin) / this.stride);
    while (i >= CAPACITY) {
      this.halve();
      i = Math.floor((x - this.origin) / this.stride);
    }
    if (i >= this.count) {
      // Buckets skipped (no value in their generations) stay empty: NaN.
      for (let k = this.count; k < i; k++) this.min[k] = this.max[k] = this.last[k] = NaN;
      this.min[i] = this.max[i] = v;
      this.count = i + 1;
    } else if (Number.isNaN(this.min[i]!)) {
      this.min[i] = this.max[i] = v;
    } else {
      if (v < this.min[i]!) this.min[i] = v;
      if (v > this.max[i]!) this.max[i] = v;
    }
    this.last[i] = v;
    this.lastX = x;
    this.lastValue = v;
  }

  /** Merges bucket pairs: the same generations in half the buckets. */
  private halve() {
    const n = Math.ceil(this.count / 2);
    for (let k = 0; k < n; k++) {
      const a = 2 * k,
        b = 2 * k + 1;
      const hasB = b < this.count && !Number.isNaN(this.min[b]!);
      const hasA = !Number.isNaN(this.min[a]!);
      this.min[k] =
        hasA && hasB ? Math.min(this.min[a]!, this.min[b]!) : hasA ? this.min[a]! : hasB ? this.min[b]! : NaN;
      this.max[k] =
        hasA && hasB ? Math.max(this.max[a]!, this.max[b]!) : hasA ? this.max[a]! : hasB ? this.max[b]! : NaN;
      this.last[k] = hasB ? this.last[b]! : this.last[a]!;
    }
    this.count = n;
    this.stride *= 2;
  }
}

/**
 * Restart generations: all of them while few, then a fixed number of bins over the run (a
 * count each), so 1,460 restarts cost no more to keep or draw than 20.
 */
export class Marks {
  total = 0;
  private exact: number[] = [];
  private binWidth = 0;
  private bins = new Uint32Array(0);

  clear() {
    this.total = 0;
    this.exact = [];
    this.binWidth = 0;
    this.bins = new Uint32Array(0);
  }

  add(x: number) {
    this.total++;
    if (!this.binWidth) {
      this.exact.push(x);
      if (this.exact.length > 256) this.rebin(Math.max(x, 1));
      return;
    }
    while (x >= this.binWidth * this.bins.length) this.widen();
    this.bins[Math.floor(x / this.binWidth)]!++;
  }

  private rebin(upTo: number) {
    this.bins = new Uint32Array(1024);
    this.binWidth = Math.max(1, Math.ceil((upTo + 1) / 1024));
    for (const m of this.exact) this.bins[Math.floor(m / this.binWidth)]!++;
    this.exact = [];
  }

  private widen() {
    for (let k = 0; k < 512; k++) this.bins[k] = this.bins[2 * k]! + this.bins[2 * k + 1]!;
    this.bins.fill(0, 512);
    this.binWidth *= 2;
  }

  /** Calls f(x, n) for each place with n restarts (x: a generation, or a bin's start). */
  each(f: (x: number, n: number) => void) {
    if (!this.binWidth) for (const m of this.exact) f(m, 1);
    else for (let k = 0; k < this.bins.length; k++) if (this.bins[k]) f(k * this.binWidth, this.bins[k]!);
  }
}

/** FNV-1a over the float32 bits of a series, generation by generation: equal series, equal digest. */
export class Digest {
  private h = 0x811c9dc5;
  count = 0;
  private readonly f = new Float32Array(1);
  private readonly u = new Uint32Array(this.f.buffer);

  add(v: number) {
    this.f[0] = v;
    let x = this.u[0]!;
    for (let k = 0; k < 4; k++) {
      this.h ^= x & 0xff;
      this.h = Math.imul(this.h, 0x01000193) >>> 0;
      x >>>= 8;
    }
    this.count++;
  }

  get hex() {
    return this.h.toString(16).padStart(8, '0');
  }
}
