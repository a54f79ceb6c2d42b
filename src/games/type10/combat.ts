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

/**
 * Why `firer`, standing on hex index `from`, may not bombard `target` now (its shot unused), as a
 * code, or null when it may. Bots call this in their playouts, so no message is built here.
 */
export function bombardRefusal(
  s: Type10State,
  occ: Occupancy,
  firer: UnitState,
  from: number,
  target: UnitState,
): BombardRefusal | null {
  const ft = typeOf(s, firer);
  const tt = typeOf(s, target);
  if (ft.bombard === null || ft.range === null) return 'bombard/cannot';
  if (tt.side === ft.side) return 'bombard/friendly';
  const k = s.units.indexOf(target);
  const to = k >= 0 ? occ.hexOf[k]! : -1;
  if (to < 0) return 'bombard/no-target';
  if (ft.bombard <= tt.defense) return 'bombard/too-weak';
  const g = occ.grid;
  if (g.forest[to]) {
    const spotted = g.neighbours[to]!.some((n) => {
      if (n === from) return true;
      const u = unitAt(s, occ, n);
      return u !== undefined && sideOf(s, u) === ft.side;
    });
    if (!spotted) return 'bombard/hidden-in-forest';
  }
  return bombardRange(occ, from, to) > ft.range ? 'bombard/out-of-range' : null;
}

/** Bombard range from hex `from` to hex `to`: into forest it is counted like movement. */
function bombardRange(occ: Occupancy, from: number, to: number): number {
  const g = occ.grid;
  return g.forest[to] ? g.forestDist(from, to) : g.dist(from, to);
}

export type BombardRefusal =
  | 'bombard/cannot'
  | 'bombard/friendly'
  | 'bombard/no-target'
  | 'bombard/too-weak'
  | 'bombard/hidden-in-forest'
  | 'bombard/out-of-range';

/** Whether `firer`, standing on hex index `from`, may bombard `target` now, with the reason. */
export function checkBombard(
  s: Type10State,
  occ: Occupancy,
  firer: UnitState,
  from: number,
  target: UnitState,
): Result<true> {
  const code = bombardRefusal(s, occ, firer, from, target);
  if (code === null) return ok(true);
  const ft = typeOf(s, firer);
  const tt = typeOf(s, target);
  switch (code) {
    case 'bombard/cannot':
      return err(code, `The ${ft.name} cannot bombard.`);
    case 'bombard/friendly':
      return err(code, 'Only enemy units can be bombarded.');
    case 'bombard/no-target':
      return err(code, `The ${tt.name} is not on the board.`);
    case 'bombard/too-weak':
      return err(
        code,
        `Bombard ${ft.bombard} does not exceed the ${tt.name}'s defense ${tt.defense}.`,
        { strength: ft.bombard, defense: tt.defense },
      );
    case 'bombard/hidden-in-forest':
      return err(code, `The ${tt.name} is in forest and no friendly unit stands next to it.`);
    case 'bombard/out-of-range': {
      const range = bombardRange(occ, from, occ.hexOf[s.units.indexOf(target)]!);
      return err(code, `The ${tt.name} is ${range} away; the ${ft.name}'s range is ${ft.range}.`, {
        distance: range,
        range: ft.range,
      });
    }
  }
}

/** Why `attacker` may not step on `target` (movement aside), as a code, or null when it may. */
export function attackRefusal(
  s: Type10State,
  attacker: UnitState,
  target: UnitState,
): 'attack/friendly' | 'attack/cannot' | 'attack/immune' | 'attack/too-weak' | null {
  const at = typeOf(s, attacker);
  const tt = typeOf(s, target);
  if (at.side === tt.side) return 'attack/friendly';
  if (at.attack === null) return 'attack/cannot';
  if (tt.attackImmune) return 'attack/immune';
  return at.attack <= tt.defense ? 'attack/too-weak' : null;
}

/** Whether `attacker` may step on `target` (movement aside): attack must exceed defense. */
export function checkAttack(s: Type10State, attacker: UnitState, target: UnitState): Result<true> {
  const code = attackRefusal(s, attacker, target);
  const at = typeOf(s, attacker);
  const tt = typeOf(s, target);
  switch (code) {
    case null:
      return ok(true);
    case 'attack/friendly':
      return err(code, 'A unit cannot attack its own side.');
    case 'attack/cannot':
      return err(code, `The ${at.name} cannot attack.`);
    case 'attack/immune':
      return err(code, `The ${tt.name} cannot be destroyed by attack.`);
    case 'attack/too-weak':
      return err(
        code,
        `Attack ${at.attack} does not exceed the ${tt.name}'s defense ${tt.defense}.`,
        {
          strength: at.attack,
          defense: tt.defense,
        },
      );
  }
}

/** Enemy units `firer` could bombard from hex index `from` (its shot assumed unused). */
export function bombardTargetsFrom(
  s: Type10State,
  occ: Occupancy,
  firer: UnitState,
  from: number,
): UnitState[] {
  const ft = typeOf(s, firer);
  if (ft.bombard === null || ft.range === null) return [];
  const out: UnitState[] = [];
  const g = occ.grid;
  for (let k = 0; k < s.units.length; k++) {
    const u = s.units[k]!;
    const at = occ.hexOf[k]!;
    // Cheap refusals first (forest only lengthens the range); bombardRefusal decides the rest.
    if (at < 0 || g.dist(from, at) > ft.range) continue;
    const tt = typeOf(s, u);
    if (tt.side === ft.side || ft.bombard <= tt.defense) continue;
    if (bombardRefusal(s, occ, firer, from, u) === null) out.push(u);
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
