/**
 * Move text for the log and short move keys for bot trees. Texts name units by their counter
 * names and hexes by `CCRR`, so a replayed log reads like the path drawn on the board.
 */
import { own } from '../../core/json.ts';
import type { Type10Move, Type10State } from './types.ts';
import { typeOf, unitById } from './units.ts';

function nameOf(s: Type10State, id: string): string {
  const u = unitById(s, id);
  return u ? typeOf(s, u).name : id;
}

export function describeMove(s: Type10State, m: Type10Move): string {
  switch (m.type) {
    case 'spawn': {
      const t = own(s.scenario.unitTypes, m.unitType);
      const how = s.phase === 'uavPlace' ? 'found by the UAV at' : 'spawns at';
      return `North: ${t ? t.name : m.unitType} ${how} ${m.to}`;
    }
    case 'endSpawn':
      return 'North ends the spawn step';
    case 'step': {
      const u = unitById(s, m.unit);
      const from = u ? u.at : '?';
      const target = s.units.find((x) => x.at === m.to && x.id !== m.unit);
      if (target)
        return `${nameOf(s, m.unit)} attacks the ${nameOf(s, target.id)} at ${m.to} (from ${from})`;
      return `${nameOf(s, m.unit)} moves ${from} → ${m.to}`;
    }
    case 'bombard': {
      const t = unitById(s, m.target);
      return `${nameOf(s, m.unit)} bombards the ${nameOf(s, m.target)} at ${t ? t.at : '?'}`;
    }
    case 'endAction': {
      const a = s.active;
      return a
        ? `${nameOf(s, a.unit)} ends its action (path ${a.path.join(' → ')})`
        : 'End of action';
    }
    case 'search':
      return 'PKF rolls the UAV search die';
    case 'endTurn':
      return `${s.phase === 'northAct' ? 'North' : 'PKF'} ends its turn`;
    case 'resign':
      return `${(m.seat ?? (s.phase === 'uav' || s.phase === 'pkfAct' ? 1 : 0)) === 0 ? 'North' : 'PKF'} resigns`;
    case 'clock':
      return `${Math.round(m.elapsedMs / 1000)} s pass`;
  }
}

export function moveKey(m: Type10Move): string {
  switch (m.type) {
    case 'spawn':
      return `sp:${m.unitType}:${m.to}`;
    case 'step':
      return `st:${m.unit}:${m.to}`;
    case 'bombard':
      return `bo:${m.unit}:${m.target}`;
    case 'resign':
      return `rs:${m.seat ?? ''}`;
    case 'clock':
      return `ck:${m.elapsedMs}`;
    default:
      return m.type;
  }
}
