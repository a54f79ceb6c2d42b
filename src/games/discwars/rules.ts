/**
 * `legalMoves` and `apply`: the finite move list the table and the bots are offered (flip
 * directions evenly spaced; `apply` also takes any direction in [0, 2π)), and applying one move to
 * a working copy of the state, then running the table on to the next decision.
 */
import type { GameError, Result } from '../../core/result.ts';
import { err, ok } from '../../core/result.ts';
import { isRecord } from '../../core/json.ts';
import type { Outcome } from '../../core/game.ts';
import {
  activateMoves,
  applyActivate,
  applyFlip,
  applyPass,
  applyStop,
  flipDirections,
} from './activation.ts';
import type { Ctx } from './board.ts';
import { draftOf } from './board.ts';
import { chooseInCombat, pendingChoice } from './combat.ts';
import { eligibleArchers, fire, missileTargets } from './missile.ts';
import { advance } from './phases.ts';
import { applyDeploy, applyDeployAuto, deployMoves } from './deployment.ts';
import type { DiscWarsMove, DiscWarsState, Seat } from './types.ts';

export function toMove(s: DiscWarsState): Seat | null {
  return s.outcome ? null : s.toAct;
}

export function outcome(s: DiscWarsState): Outcome | null {
  return s.outcome;
}

export function legalMoves(ctx: Ctx, s: DiscWarsState): DiscWarsMove[] {
  const seat = toMove(s);
  if (seat === null) return [];
  if (s.phase === 'deploy') return deployMoves(s, seat);
  if (s.phase === 'activation') {
    const moving = s.activation.moving;
    if (moving)
      return [
        // A real hand's flips are listed careful (haste 0); the haste, like the direction, is
        // the player's free choice (`freeKeys`).
        ...flipDirections(s, moving.disc).map((direction): DiscWarsMove =>
          s.hand === 'real'
            ? { type: 'flip', disc: moving.disc, direction, haste: 0 }
            : { type: 'flip', disc: moving.disc, direction },
        ),
        { type: 'stop' },
      ];
    return [...activateMoves(ctx, s, seat), { type: 'pass' }];
  }
  if (s.phase === 'missile') {
    const out: DiscWarsMove[] = [];
    for (const archer of eligibleArchers(ctx, s, seat))
      for (const target of missileTargets(ctx, s, archer))
        out.push({ type: 'fire', archer, target });
    out.push({ type: 'pass' });
    return out;
  }
  if (s.phase === 'combat') return pendingChoice(s)?.moves ?? [];
  return [];
}

function shapeError(m: unknown): string | null {
  if (!isRecord(m) || typeof m['type'] !== 'string') return 'A move is an object with a type.';
  const str = (k: string) => typeof m[k] === 'string';
  switch (m['type']) {
    case 'deploy':
      return str('disc') && typeof m['x'] === 'number' && typeof m['y'] === 'number'
        ? null
        : 'deploy needs a disc and a spot x, y in inches.';
    case 'deploy-auto':
      return null;
    case 'activate': {
      const a = m['action'];
      if (!str('disc') || !isRecord(a)) return 'activate needs a disc and an action.';
      if (a['kind'] === 'move') return null;
      if (a['kind'] === 'rally')
        return typeof a['target'] === 'string' ? null : 'rally needs a target.';
      if (a['kind'] === 'spell')
        return typeof a['target'] === 'string' && typeof a['spell'] === 'string'
          ? null
          : 'A spell needs a spell and a target.';
      return 'The action is move, rally or spell.';
    }
    case 'flip':
      return str('disc') &&
        typeof m['direction'] === 'number' &&
        (m['haste'] === undefined || typeof m['haste'] === 'number')
        ? null
        : 'flip needs a disc and a direction (and a haste, if any, as a number).';
    case 'stop':
    case 'pass':
      return null;
    case 'fire':
      return str('archer') && str('target') ? null : 'fire needs an archer and a target.';
    case 'strike':
      return str('attacker') && str('defender') ? null : 'strike needs an attacker and a defender.';
    case 'answer':
      return str('defender') && str('attacker') ? null : 'answer needs a defender and an attacker.';
    default:
      return 'Unknown move type.';
  }
}

function phaseError(s: DiscWarsState, m: DiscWarsMove): GameError | null {
  const want: Record<DiscWarsMove['type'], DiscWarsState['phase'][]> = {
    deploy: ['deploy'],
    'deploy-auto': ['deploy'],
    activate: ['activation'],
    flip: ['activation'],
    stop: ['activation'],
    pass: ['activation', 'missile'],
    fire: ['missile'],
    strike: ['combat'],
    answer: ['combat'],
  };
  if (want[m.type].includes(s.phase)) return null;
  return {
    code: 'move/wrong-phase',
    message: `A ${m.type} move is not allowed in the ${s.phase} phase.`,
  };
}

export function apply(
  ctx: Ctx,
  s: DiscWarsState,
  m: DiscWarsMove,
): Result<DiscWarsState, GameError> {
  if (s.outcome || s.toAct === null) return err('move/over', 'The battle is over.');
  const shape = shapeError(m);
  if (shape) return err('move/shape', shape);
  const pe = phaseError(s, m);
  if (pe) return { ok: false, error: pe };
  const w = draftOf(s);
  let r: Result<null, GameError>;
  switch (m.type) {
    case 'deploy':
      r = applyDeploy(ctx, w, m.disc, m.x, m.y);
      break;
    case 'deploy-auto':
      r = applyDeployAuto(ctx, w);
      break;
    case 'activate':
      r = applyActivate(ctx, w, m.disc, m.action);
      break;
    case 'flip':
      r = applyFlip(ctx, w, m.disc, m.direction, m.haste);
      break;
    case 'stop':
      r = applyStop(w);
      break;
    case 'pass':
      if (s.phase === 'activation') r = applyPass(w);
      else {
        const seat = s.toAct;
        const done: [boolean, boolean] = [w.missileDone[0], w.missileDone[1]];
        done[seat] = true;
        w.missileDone = done;
        w.toAct = seat === 0 ? 1 : 0;
        r = ok(null);
      }
      break;
    case 'fire':
      r = fire(ctx, w, m.archer, m.target);
      break;
    case 'strike':
    case 'answer': {
      const why = chooseInCombat(w, m);
      r = why ? err('combat/choice', why) : ok(null);
      break;
    }
  }
  if (!r.ok) return r;
  const a = advance(ctx, w);
  if (!a.ok) return a;
  return ok({ ...w });
}
