/**
 * Keeps a scrolling list (the game log) at its newest, last entry without laying the page out in
 * the middle of a task. Setting `scrollTop` from `scrollHeight` right after the list changed made
 * the browser lay out the whole page inside the click that made the move: on the 2-core machine
 * 17–26 ms of the first click on a Disc Wars disc (`BENCH_WEB_ONLY=shows npm run bench web`,
 * issue 25 item 6). Here the list is scrolled from a ResizeObserver on its last entry, which the
 * browser calls in the next frame once it has laid the page out anyway, before it paints: the
 * newest line shows in the same frame as before, and the layout is done once.
 */
export class EndFollower {
  private readonly observer: ResizeObserver | null;

  constructor(private readonly list: HTMLElement) {
    this.observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.toEnd()) : null;
  }

  /** The list's entries changed: show its last one once the page is next laid out. */
  follow(): void {
    const last = this.list.lastElementChild;
    if (!this.observer || !last) {
      this.list.scrollTop = this.list.scrollHeight;
      return;
    }
    this.observer.disconnect();
    // A newly observed element is reported once after the next layout (unless it has no box: a
    // hidden list is then scrolled when it is shown).
    this.observer.observe(last);
  }

  /** The list is gone: nothing more to follow. */
  dispose(): void {
    this.observer?.disconnect();
  }

  private toEnd(): void {
    this.observer?.disconnect();
    this.list.scrollTop = this.list.scrollHeight;
  }
}
