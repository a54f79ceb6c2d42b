/**
 * Which sound a move makes, and how loud: a card placed, a disc landing (louder for a harder
 * landing), a die rolled, counters dropped. Pure, so the mapping is tested without audio.
 */
import type { GameId } from '../../core/game.ts';

/** `turn`: online, the opponent has moved and it is your move (played when the tab is hidden). */
export type SoundKind = 'card' | 'disc' | 'die' | 'counters' | 'turn';

export interface SoundCue {
  readonly kind: SoundKind;
  /** 0 (silent) to 1 (the loudest the app plays, itself quiet). */
  readonly volume: number;
}

/**
 * Landing speeds (m/s) from a gentle set-down to a hard slap of a flipped disc. The physics gives
 * about 0.17 for a small disc turned over on open table, 0.4 for a 4 in one, more for a disc that
 * falls or tumbles off what it met.
 */
const SOFT = 0.12;
const HARD = 0.6;

/** A disc landing's volume from its landing speed: soft landings quiet, hard ones loud. */
export function discVolume(speed: number): number {
  if (!Number.isFinite(speed) || speed <= 0) return 0.15;
  const t = Math.min(1, Math.max(0, (speed - SOFT) / (HARD - SOFT)));
  return 0.15 + 0.85 * t;
}

/**
 * The landing speed the physics recorded for the flip that made `state` (a Disc Wars state or
 * view: its last `flip` event), or undefined when there is none.
 */
export function landingSpeedOf(state: unknown): number | undefined {
  const events = (state as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return undefined;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as { kind?: unknown; landingSpeed?: unknown } | null;
    if (e?.kind === 'flip' && typeof e.landingSpeed === 'number') return e.landingSpeed;
  }
  return undefined;
}

function typeOf(move: unknown): string | null {
  if (typeof move !== 'object' || move === null) return null;
  const t = (move as { type?: unknown }).type;
  return typeof t === 'string' ? t : null;
}

const CARD_MOVES: Partial<Record<GameId, ReadonlySet<string>>> = {
  battleline: new Set(['play', 'redeploy', 'deserter', 'traitor']),
  hill218: new Set(['place', 'bottom']),
};

/** The cue of a move just played, or null for a silent one (a pass, a claim, a step). */
export function cueFor(game: GameId, move: unknown, landingSpeed?: number): SoundCue | null {
  const type = typeOf(move);
  if (type === null) return null;
  if (CARD_MOVES[game]?.has(type)) return { kind: 'card', volume: 0.6 };
  if (game === 'type10' && (type === 'search' || type === 'bombard'))
    return { kind: 'die', volume: 0.7 };
  if (game === 'discwars') {
    if (type === 'flip') return { kind: 'disc', volume: discVolume(landingSpeed ?? 1) };
    if (type === 'fire') return { kind: 'counters', volume: 0.6 };
  }
  return null;
}

export const SOUND_KEY = 'tabletop.sound';

/** The stored mute choice: 'off' mutes; anything else but 'on' or nothing is bad data. */
export function readMuted(stored: string | null): { muted: boolean; bad: boolean } {
  if (stored === 'off') return { muted: true, bad: false };
  return { muted: false, bad: stored !== null && stored !== 'on' };
}
