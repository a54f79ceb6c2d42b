/**
 * Which pixel budget the next frame is drawn at, where WebGL is rasterised in software
 * (`renderScale`): a show (any running animation) is drawn at the moving budget from its first
 * frame. The frame that ends a show is drawn at that budget too, since the same task also runs what
 * the show's end sets off (the panel, the log); the still table is drawn sharp again in the next
 * idle moment, in a frame of its own. On the 2-core machine a show's last frame at the full budget
 * was its longest (42–62 ms, issue 25 item 6).
 */
import { whenIdle } from './idle.ts';

/** How long the sharp still frame may wait for an idle moment. */
const SHARPEN_WITHIN_MS = 250;

export class ShowBudget {
  /** Whether frames are drawn at the moving budget now. */
  moving = false;
  private sharpAsked = false;
  private sharpDue = false;

  constructor(
    /** Asks for a frame (the sharp one). */
    private readonly redraw: () => void,
    private readonly idle: (fn: () => void, timeoutMs: number) => void = whenIdle,
  ) {}

  /** Called before each frame is drawn: true when the budget changes (the buffer is resized). */
  frame(animating: boolean): boolean {
    if (animating) {
      this.sharpDue = false;
      if (this.moving) return false;
      this.moving = true;
      return true;
    }
    if (!this.moving) return false;
    if (this.sharpDue) {
      this.sharpDue = false;
      this.moving = false;
      return true;
    }
    if (!this.sharpAsked) {
      this.sharpAsked = true;
      this.idle(() => {
        this.sharpAsked = false;
        this.sharpDue = true;
        this.redraw();
      }, SHARPEN_WITHIN_MS);
    }
    return false;
  }
}
