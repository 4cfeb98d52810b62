/**
 * The change feed: every write that alters what visitors see publishes the tags of the data it
 * changed (the same tags reads record in read-tags.ts), and every cache listens. A logical clock
 * lets an answer that was being made while a write landed know that it is already stale.
 */
export class Changes {
  /** The tag that stands for everything: a bus that may have missed messages publishes it. */
  static readonly EVERYTHING = '*';

  #clock = 0;
  readonly #lastChange = new Map<string, number>();
  readonly #listeners = new Set<(tags: readonly string[]) => void>();
  #broadcast: ((tags: readonly string[]) => void) | undefined;

  /** The clock now: take it before making an answer, check `changedSince` before keeping it. */
  now(): number {
    return this.#clock;
  }

  /** A write on this instance: applied here at once, and sent to the other instances (change-bus.ts). */
  publish(tags: readonly string[]): void {
    if (!tags.length) return;
    this.receive(tags);
    this.#broadcast?.(tags);
  }

  /** A change announced by another instance (or `EVERYTHING`): applied here only. */
  receive(tags: readonly string[]): void {
    if (!tags.length) return;
    this.#clock++;
    for (const tag of tags) this.#lastChange.set(tag, this.#clock);
    for (const listener of this.#listeners) listener(tags);
  }

  /** Where local writes go out to the other instances. */
  broadcastTo(send: ((tags: readonly string[]) => void) | undefined): void {
    this.#broadcast = send;
  }

  /** True when any of `tags` (or everything) changed after the clock read `since`. */
  changedSince(tags: Iterable<string>, since: number): boolean {
    if ((this.#lastChange.get(Changes.EVERYTHING) ?? 0) > since) return true;
    for (const tag of tags) if ((this.#lastChange.get(tag) ?? 0) > since) return true;
    return false;
  }

  subscribe(listener: (tags: readonly string[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
