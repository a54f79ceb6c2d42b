/**
 * The top bar's status held during a table's show: while the table panel says
 * `data-animating="true"` (a Disc Wars flip or drop being shown) the status keeps what it said
 * before the move, so it never tells whose turn it is ahead of the table (issue 17). The latest
 * status is written when the show ends or is skipped. The shell sets the status before it hands
 * the frame to the table, so the new text is written a microtask later, once the table has said
 * whether it starts a show. A replay's status ("move k of n") is written at once: the bar under the
 * table says the same number as the user steps, and the replay hides nothing ahead of its show.
 */
export class StatusHold {
  private latest = '';
  private pending = false;
  /** The latest text is written even during a show (the replay's "move k of n"). */
  private now = false;

  constructor(
    private readonly el: HTMLElement,
    private readonly panel: HTMLElement,
  ) {
    new MutationObserver(() => this.apply()).observe(panel, {
      attributes: true,
      attributeFilter: ['data-animating'],
    });
  }

  set(text: string, now = false): void {
    this.latest = text;
    this.now = now;
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      this.apply();
    });
  }

  private apply(): void {
    if (this.panel.dataset.animating === 'true' && !this.now) return;
    if (this.el.textContent !== this.latest) this.el.textContent = this.latest;
  }
}
