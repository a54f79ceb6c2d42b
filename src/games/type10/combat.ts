/**
 * Bombard and attack: who may fire at whom, the forest rule (a target in forest is hidden unless
 * a unit of the firer's side stands next to it; range is then counted like movement, forest hexes
 * as 2), and what a destroyed unit leaves behind (respawning units return to hand, each loss
 * counted). **Decision**: like an attack, a bombard that cannot destroy its target (strength not
 * greater than defense) may not be declared.
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { HexName } from './hex.ts';
import type { Type10State, UnitState } from './types.ts';
import { SIDE_SEAT } from './types.ts';
import { occupancy, sideOf, typeOf, unitAt, type Occupancy } from './units.ts';

/** Whether `firer`, standing on hex index `from`, may bombard `target` now (its shot unused). */
export function checkBombard(
  s: Type10State,
  occ: Occupancy,
  firer: UnitState,
  from: number,
  target: UnitState,
): Result<true> {
  const ft = typeOf(s, firer);
  const tt = typeOf(s, target);
  if (ft.bombard === null || ft.range === null)
    return err('bombard/cannot', `The ${ft.name} cannot bombard.`);
  if (tt.side === ft.side) return err('bombard/friendly', 'Only enemy units can be bombarded.');
  const k = s.units.indexOf(target);
  const to = k >= 0 ? occ.hexOf[k]! : -1;
  if (to < 0) return err('bombard/no-target', `The ${tt.name} is not on the board.`);
  if (ft.bombard <= tt.defense) {
    return err(
      'bombard/too-weak',
      `Bombard ${ft.bombard} does not exceed the ${tt.name}'s defense ${tt.defense}.`,
      {
        strength: ft.bombard,
        defense: tt.defense,
      },
    );
  }
  const g = occ.grid;
  let range = g.dist[from * g.size + to]!;
  if (g.forest[to]) {
    const spotted = g.neighbours[to]!.some((n) => {
      if (n === from) return true;
      const u = unitAt(s, occ, n);
      return u !== undefined && sideOf(s, u) === ft.side;
    });
    if (!spotted) {
      return err(
        'bombard/hidden-in-forest',
        `The ${tt.name} is in forest and no friendly unit stands next to it.`,
      );
    }
    range = g.forestDist[from * g.size + to]!;
  }
  if (range > ft.range) {
    return err(
      'bombard/out-of-range',
      `The ${tt.name} is ${range} away; the ${ft.name}'s range is ${ft.range}.`,
      {
        distance: range,
        range: ft.range,
      },
    );
  }
  return ok(true);
}

/** Whether `attacker` may step on `target` (movement aside): attack must exceed defense. */
export function checkAttack(s: Type10State, attacker: UnitState, target: UnitState): Result<true> {
  const at = typeOf(s, attacker);
  const tt = typeOf(s, target);
  if (at.side === tt.side) return err('attack/friendly', 'A unit cannot attack its own side.');
  if (at.attack === null) return err('attack/cannot', `The ${at.name} cannot attack.`);
  if (tt.attackImmune) return err('attack/immune', `The ${tt.name} cannot be destroyed by attack.`);
  if (at.attack <= tt.defense) {
    return err(
      'attack/too-weak',
      `Attack ${at.attack} does not exceed the ${tt.name}'s defense ${tt.defense}.`,
      {
        strength: at.attack,
        defense: tt.defense,
      },
    );
  }
  return ok(true);
}

/** Enemy units `firer` could bombard from hex index `from` (its shot assumed unused). */
export function bombardTargetsFrom(
  s: Type10State,
  occ: Occupancy,
  firer: UnitState,
  from: number,
): UnitState[] {
  const ft = typeOf(s, firer);
  if (ft.bombard === null) return [];
  const out: UnitState[] = [];
  for (let k = 0; k < s.units.length; k++) {
    const u = s.units[k]!;
    if (occ.hexOf[k]! < 0 || sideOf(s, u) === ft.side) continue;
    if (checkBombard(s, occ, firer, from, u).ok) out.push(u);
  }
  return out;
}

/** Destroys `target`: back to hand or gone, and the counters the victory checks read. */
export function destroyUnit(s: Type10State, targetId: string): Type10State {
  const target = s.units.find((u) => u.id === targetId);
  if (!target) return s;
  const t = typeOf(s, target);
  const killer = SIDE_SEAT[t.side === 'north' ? 'pkf' : 'north'];
  const kills: [number, number] = [s.kills[0], s.kills[1]];
  kills[killer]++;
  return {
    ...s,
    units: s.units.map((u) => (u.id === targetId ? { ...u, at: t.respawns ? 'hand' : 'gone' } : u)),
    kills,
    northLosses: s.northLosses + (t.side === 'north' && t.respawns ? 1 : 0),
  };
}

/** Convenience for the table: the hex of a unit on the board, or null. */
export function hexOfUnit(s: Type10State, id: string): HexName | null {
  const u = s.units.find((x) => x.id === id);
  return u && u.at !== 'hand' && u.at !== 'gone' ? u.at : null;
}

export { occupancy };
