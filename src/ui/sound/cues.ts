/**
 * Which sound a move makes, and how loud: a card placed, a disc landing (louder for a harder
 * landing), a die rolled, counters dropped. Pure, so the mapping is tested without audio.
 */
import type { GameId } from '../../core/game.ts';

export type SoundKind = 'card' | 'disc' | 'die' | 'counters';

export interface SoundCue {
  readonly kind: SoundKind;
  /** 0 (silent) to 1 (the loudest the app plays, itself quiet). */
  readonly volume: number;
}

/** Landing speeds (m/s) from a gentle set-down to a hard slap of a flipped disc. */
const SOFT = 0.2;
const HARD = 2.5;

/** A disc landing's volume from its landing speed: soft landings quiet, hard ones loud. */
export function discVolume(speed: number): number {
  if (!Number.isFinite(speed) || speed <= 0) return 0.15;
  const t = Math.min(1, Math.max(0, (speed - SOFT) / (HARD - SOFT)));
  return 0.15 + 0.85 * t;
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
