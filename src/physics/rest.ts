/**
 * The second way a table counts as at rest (the first, every body slow for a few steps, is in
 * `TableWorld.atRest`): a pile the solver keeps rocking in place — a few cm/s back and forth, never
 * slow enough — would otherwise run out the time limit. Over a whole window no piece's centre may
 * leave a small box; a pile that passes is at rest for every purpose of the rules.
 */
import * as U from './units.ts';
import type { PieceBody } from './piece-body.ts';

/** Half a second at the fixed step, and a box of 0.01 in. */
const WINDOW_STEPS = 60;
const BOX_IN = 0.01;

export class RockingWindow {
  /** Per piece: min x, y, z then max x, y, z of its centre over the current window (cm). */
  private box: number[] = [];
  private steps = 0;

  /** Call once per step; true at the end of a window in which every piece kept to its box. */
  update(pieces: readonly PieceBody[]): boolean {
    const n = pieces.length;
    if (this.box.length !== 6 * n) {
      this.box = new Array<number>(6 * n).fill(0);
      this.steps = 0;
    }
    const b = this.box;
    const first = this.steps === 0;
    for (let i = 0; i < n; i++) {
      const t = (pieces[i] as PieceBody).body.translation();
      const v = [t.x, t.y, t.z];
      for (let j = 0; j < 3; j++) {
        const x = v[j] as number;
        const lo = 6 * i + j;
        if (first || x < (b[lo] as number)) b[lo] = x;
        if (first || x > (b[lo + 3] as number)) b[lo + 3] = x;
      }
    }
    if (++this.steps < WINDOW_STEPS) return false;
    this.steps = 0;
    const limit = U.toCm(BOX_IN);
    for (let k = 0; k < b.length; k += 6)
      for (let j = 0; j < 3; j++)
        if ((b[k + 3 + j] as number) - (b[k + j] as number) > limit) return false;
    return true;
  }
}
