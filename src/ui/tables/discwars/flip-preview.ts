/**
 * The real outcome of an aimed flip, before the player lets go: the very flip the engine runs
 * (the physics' flip of the table as the viewer sees it — Disc Wars hides nothing a flip reads), for a
 * direction snapped to a whole-degree bucket, remembered per bucket until the table changes. The
 * move the table plays is the bucket's own direction, so what the preview showed is what happens
 * (and the module's flip memo makes the played move cost nothing more).
 */
import type { GameError } from '../../../core/result.ts';
import type { DiscWarsModule, DiscWarsMove, DiscWarsView } from '../../../games/discwars/index.ts';

/** Open ground; on an enemy (pins it: attack); on a friend (stops there); refused by the rules. */
export type LandingKind = 'open' | 'attack' | 'friend' | 'refused';

export interface FlipPreview {
  readonly move: Extract<DiscWarsMove, { type: 'flip' }>;
  readonly kind: LandingKind;
  /** Where the disc comes to rest (table inches, centre); null when refused. */
  readonly rest: { readonly x: number; readonly y: number; readonly z: number } | null;
  /** The creature discs it then lies on. */
  readonly under: readonly string[];
  readonly error: GameError | null;
}

const TAU = 2 * Math.PI;

/** Whole degrees in [0, 360) of a direction in radians. */
export function bucketDegrees(direction: number): number {
  const d = Math.round((direction * 180) / Math.PI) % 360;
  return d < 0 ? d + 360 : d + 0;
}

/** The direction (radians, in [0, 2π)) the bucket of `direction` plays. */
export function bucketDirection(direction: number): number {
  return ((bucketDegrees(direction) * Math.PI) / 180) % TAU;
}

export class FlipPreviews {
  private view: DiscWarsView | null = null;
  private readonly cache = new Map<string, FlipPreview>();

  constructor(private readonly mod: DiscWarsModule) {}

  /** The cached preview of `disc` flipped towards `direction`'s bucket, if it was worked out. */
  peek(view: DiscWarsView, disc: string, direction: number): FlipPreview | null {
    if (view !== this.view) return null;
    return this.cache.get(`${disc}|${bucketDegrees(direction)}`) ?? null;
  }

  /** Works out (or recalls) the real landing of `disc` flipped towards `direction`'s bucket. */
  get(view: DiscWarsView, disc: string, direction: number): FlipPreview {
    if (view !== this.view) {
      this.view = view;
      this.cache.clear();
    }
    const key = `${disc}|${bucketDegrees(direction)}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const p = this.run(view, disc, bucketDirection(direction));
    this.cache.set(key, p);
    return p;
  }

  private run(view: DiscWarsView, disc: string, direction: number): FlipPreview {
    const move = { type: 'flip', disc, direction } as const;
    // The engine's flip is this very call (same table, same request); the module's physics
    // remembers it. Read here rather than after `apply`, which may run on into combat.
    const r = this.mod.physics.flip(view.table, { discId: disc, direction });
    if (!r.ok) return { move, kind: 'refused', rest: null, under: [], error: r.error };
    const ownerOf = (id: string) => view.discs.find((d) => d.id === id)?.owner;
    const owner = ownerOf(disc);
    const under = r.value.liesOn.filter((u) => ownerOf(u) !== undefined);
    const kind: LandingKind = under.some((u) => ownerOf(u) !== owner)
      ? 'attack'
      : under.length > 0
        ? 'friend'
        : 'open';
    return { move, kind, rest: { ...r.value.pose.position }, under, error: null };
  }
}
