// Latest-value throttle: at most one call per interval, always delivering the newest value.
export class Throttle<T> {
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private value: T | undefined;
  private has = false;

  constructor(
    private readonly emit: (value: T) => void,
    private readonly intervalMs = 1000 / 60,
  ) {}

  push(value: T): void {
    this.value = value;
    this.has = true;
    const wait = this.last + this.intervalMs - performance.now();
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  /** Deliver the pending value now (before a result, so the last progress is not lost). */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.has) return;
    this.has = false;
    this.last = performance.now();
    this.emit(this.value as T);
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.has = false;
  }
}
