/**
 * The combat phase. Fights are read once from the table at the start of the phase: every enemy
 * disc lying directly on a disc attacks it. They resolve top-most defender first; an attacker lying
 * on several defenders strikes the one its owner picks (a `strike` move), a defender under several
 * attackers answers the one its owner picks (an `answer` move). Attacks add up against the
 * defender's toughness; defenses add up against the answered attacker's; damage accumulates from
 * fight to fight and dead discs leave as soon as their fight is resolved.
 */
import { canonicalJson, own } from '../../core/json.ts';
import type { Ctx, Draft } from './board.ts';
import { addDamage, alive, discOf, poseOf, typeOf } from './board.ts';
import type { CombatState, DiscWarsMove, DiscWarsState, Fight, Seat } from './types.ts';

/** Every fight on the table, top-most defender first. */
export function findFights(s: Pick<DiscWarsState, 'discs' | 'liesOn' | 'table'>): Fight[] {
  const byDefender = new Map<string, string[]>();
  for (const a of s.discs) {
    if (!alive(a)) continue;
    for (const under of own(s.liesOn, a.id) ?? []) {
      const d = discOf(s, under);
      if (!alive(d) || d.owner === a.owner) continue;
      const list = byDefender.get(d.id) ?? [];
      list.push(a.id);
      byDefender.set(d.id, list);
    }
  }
  const z = (id: string) => poseOf(s.table, id)?.position.z ?? 0;
  return [...byDefender.entries()]
    .map(([defender, attackers]) => ({ defender, attackers: attackers.sort() }))
    .sort((a, b) => z(b.defender) - z(a.defender) || (a.defender < b.defender ? -1 : 1));
}

/** Defenders an attacker lies on, among all fights of the phase. */
function defendersOf(c: CombatState, attacker: string): string[] {
  return c.fights.filter((f) => f.attackers.includes(attacker)).map((f) => f.defender);
}

export interface PendingChoice {
  readonly seat: Seat;
  readonly moves: DiscWarsMove[];
}

/** The choice the next fight waits for, if any. */
export function pendingChoice(s: DiscWarsState): PendingChoice | null {
  const c = s.combat;
  const f = c?.fights[0];
  if (!c || !f) return null;
  const d = discOf(s, f.defender);
  const attackers = f.attackers.filter((a) => alive(discOf(s, a)));
  if (!alive(d) || attackers.length === 0) return null;
  for (const a of attackers) {
    if (own(c.strikes, a) !== undefined) continue;
    const options = defendersOf(c, a).filter((x) => alive(discOf(s, x)));
    if (options.length > 1)
      return {
        seat: (discOf(s, a) as { owner: Seat }).owner,
        moves: options.map((x) => ({ type: 'strike', attacker: a, defender: x })),
      };
  }
  if (attackers.length > 1 && own(c.answers, d.id) === undefined)
    return {
      seat: d.owner,
      moves: attackers.map((a) => ({ type: 'answer', defender: d.id, attacker: a })),
    };
  return null;
}

/** Resolves the first fight (its choices made); returns false when a choice is still pending. */
export function resolveNextFight(_ctx: Ctx, w: Draft): boolean {
  const c = w.combat as CombatState;
  const f = c.fights[0] as Fight;
  if (pendingChoice(w as DiscWarsState) !== null) return false;
  w.combat = { ...c, fights: c.fights.slice(1) };
  const d = discOf(w, f.defender);
  const attackers = f.attackers.filter((a) => alive(discOf(w, a)));
  if (!alive(d) || attackers.length === 0) return true;
  const strikers = attackers.filter((a) => {
    const chosen = own(c.strikes, a);
    if (chosen !== undefined) return chosen === f.defender;
    // The only living defender under it, or this one.
    const options = defendersOf(c, a).filter((x) => alive(discOf(w, x)));
    return options.length <= 1;
  });
  const answered = attackers.length === 1 ? attackers[0] : own(c.answers, f.defender);
  const toDefender = strikers.reduce((sum, a) => sum + typeOf(w, discOf(w, a) as never).attack, 0);
  const toAttacker = answered === undefined ? 0 : typeOf(w, d).defense;
  w.events.push({
    kind: 'fight',
    defender: f.defender,
    strikers,
    answered: answered ?? null,
    toDefender,
    toAttacker,
  });
  // Simultaneous: both damages land before anyone leaves.
  addDamage(w, f.defender, toDefender, strikers.join('+'));
  if (answered !== undefined) addDamage(w, answered, toAttacker, f.defender);
  return true;
}

export function chooseInCombat(w: Draft, m: DiscWarsMove): string | null {
  const pending = pendingChoice(w as DiscWarsState);
  if (!pending) return 'No combat choice is waiting.';
  if (!pending.moves.some((p) => canonicalJson(p) === canonicalJson(m)))
    return 'That is not one of the choices this fight offers.';
  const c = w.combat as CombatState;
  if (m.type === 'strike') w.combat = { ...c, strikes: { ...c.strikes, [m.attacker]: m.defender } };
  else if (m.type === 'answer')
    w.combat = { ...c, answers: { ...c.answers, [m.defender]: m.attacker } };
  return null;
}
