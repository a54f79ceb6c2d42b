/**
 * The "why not?" answer for a flag the player cannot claim yet, in the UI language: the engine's
 * reason (through the shared error texts) and, when the proof failed, the completion from unseen
 * troops that would beat the claim, named with the table's own card and formation words.
 */
import {
  claimStatus,
  FORMATION_KINDS,
  strengthRank,
  strengthSum,
  type BattleLineMove,
  type BattleLineState,
  type Seat,
} from '../../../games/battleline/index.ts';
import type { TableContext } from '../table.ts';
import { cardText, formationText } from './log-text.ts';

type Context = Pick<TableContext<BattleLineMove>, 't' | 'errorText'>;

/** The formation a strength stands for (under Fog the strength is the plain sum). */
function strengthText(ctx: Context, strength: number, fog: boolean): string {
  return fog
    ? formationText(ctx.t, '', strength, true)
    : formationText(ctx.t, FORMATION_KINDS[strengthRank(strength)]!, strengthSum(strength), false);
}

export function whyNotText(ctx: Context, s: BattleLineState, flag: number, seat: Seat): string {
  const c = claimStatus(s, flag, seat);
  if (c.ok) return ctx.t('bl.why.claimable', { n: flag + 1 });
  const reason = ctx.errorText({ code: c.code, message: c.message });
  if (!c.completion || c.completion.cards.length === 0) return reason;
  const fog = s.flags[flag]?.environment.some((e) => e.card === 'fog') ?? false;
  return `${reason} ${ctx.t('bl.why.example', {
    cards: c.completion.cards.map((card) => cardText(ctx.t, card)).join(ctx.t('bl.why.and')),
    formation: strengthText(ctx, c.completion.strength, fog),
  })}`;
}
