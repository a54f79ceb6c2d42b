/**
 * What the table asks the engine while a human plays: where a card may go, which moves a tactics
 * card offers, whether a flag can be claimed and why not (with the completion that would beat it),
 * the formations beside each flag, and a readable line for the move log. All of it derives from
 * the same functions the rules use, so a highlight is never out of step with `legalMoves`.
 */
import { describeStrength, sideSummary, type SideSummary } from './formation.ts';
import { checkClaim, type ClaimCheck } from './proof.ts';
import { legalMoves } from './rules.ts';
import {
  cardName,
  type BattleLineMove,
  type BattleLineState,
  type CardId,
  type Seat,
} from './types.ts';

/** The flags the player to move may play `card` to right now (troops, morale, Fog, Mud). */
export function flagsForCard(s: BattleLineState, card: CardId): number[] {
  const out = new Set<number>();
  for (const m of legalMoves(s)) if (m.type === 'play' && m.card === card) out.add(m.flag);
  return [...out].sort((a, b) => a - b);
}

/** Every legal move that plays `card` (a guile card's choices: which card, from where, to where). */
export function movesForCard(s: BattleLineState, card: CardId): BattleLineMove[] {
  return legalMoves(s).filter((m) => (m.type === 'play' && m.card === card) || m.type === card);
}

/**
 * Whether `seat` (default: the player to move) could claim `flag` now, judged by the prover the
 * engine uses; on failure the error names why and, for an unproven flag, carries the completion.
 */
export function claimStatus(s: BattleLineState, flag: number, seat: Seat = s.active): ClaimCheck {
  return checkClaim(s, flag, seat);
}

/** "Why not?" as one sentence for the UI. */
export function explainClaim(s: BattleLineState, flag: number, seat: Seat = s.active): string {
  const c = claimStatus(s, flag, seat);
  if (c.ok)
    return `Flag ${flag + 1} can be claimed (${c.how === 'proof' ? 'proven' : 'stronger formation'}).`;
  const fog = s.flags[flag]?.environment.some((e) => e.card === 'fog') ?? false;
  if (c.completion && c.completion.cards.length > 0) {
    return `${c.message} For example ${c.completion.cards.map(cardName).join(', ')} would make ${describeStrength(c.completion.strength, fog)}.`;
  }
  return c.message;
}

/** Both sides of every flag: cards, how many are needed, and the formation once complete. */
export function flagSummaries(
  s: BattleLineState,
): { readonly sides: readonly [SideSummary, SideSummary] }[] {
  return s.flags.map((f) => ({ sides: [sideSummary(f, 0), sideSummary(f, 1)] as const }));
}

export function moveKey(m: BattleLineMove): string {
  switch (m.type) {
    case 'play':
      return `p:${m.card}@${m.flag}`;
    case 'redeploy':
      return `rd:${m.card}@${m.from}>${m.to === null ? 'x' : m.to}`;
    case 'deserter':
      return `de:${m.card}@${m.flag}`;
    case 'traitor':
      return `tr:${m.card}@${m.from}>${m.to}`;
    case 'claim':
      return `c:${m.flag}`;
    case 'draw':
      return `d:${m.deck}`;
    case 'scoutReturn':
      return `sr:${m.card}`;
    case 'trim':
      return `tm:${m.card}@${m.flag}`;
    default:
      return m.type;
  }
}

export function describeMove(_s: BattleLineState, m: BattleLineMove): string {
  switch (m.type) {
    case 'play':
      return `plays ${cardName(m.card)} at flag ${m.flag + 1}`;
    case 'scout':
      return 'plays Scout';
    case 'redeploy':
      return `plays Redeploy: ${cardName(m.card)} from flag ${m.from + 1} ${m.to === null ? 'to the discard pile' : `to flag ${m.to + 1}`}`;
    case 'deserter':
      return `plays Deserter: discards ${cardName(m.card)} from flag ${m.flag + 1}`;
    case 'traitor':
      return `plays Traitor: takes ${cardName(m.card)} from flag ${m.from + 1} to flag ${m.to + 1}`;
    case 'pass':
      return 'passes';
    case 'claim':
      return `claims flag ${m.flag + 1}`;
    case 'endClaims':
      return 'ends claims';
    case 'draw':
      return `draws from the ${m.deck} deck`;
    case 'scoutReturn':
      return 'puts a card back on a deck';
    case 'trim':
      return `discards ${cardName(m.card)} from flag ${m.flag + 1} (Mud left)`;
  }
}
