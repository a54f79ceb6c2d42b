/**
 * Log text and stable keys for moves, and one-line texts for the events a move caused (used by the
 * table's log and by `npm run battle`).
 */
import { own } from '../../core/json.ts';
import { SPELLS } from './catalogue.ts';
import { discOf } from './board.ts';
import { directionText, flipDirectionWords } from './direction-words.ts';
import type { DiscWarsEvent, DiscWarsMove, DiscWarsState } from './types.ts';

export function discName(s: DiscWarsState, id: string): string {
  const d = discOf(s, id);
  const t = d ? own(s.types, d.type) : undefined;
  return t ? `${t.name} (${id})` : id;
}

export function moveKey(m: DiscWarsMove): string {
  switch (m.type) {
    case 'deploy':
      return `deploy:${m.disc}:${m.x.toFixed(4)}:${m.y.toFixed(4)}`;
    case 'deploy-auto':
      return m.type;
    case 'activate':
      return m.action.kind === 'move'
        ? `act:${m.disc}`
        : m.action.kind === 'rally'
          ? `rally:${m.disc}:${m.action.target}`
          : `spell:${m.disc}:${m.action.spell}:${m.action.target}`;
    case 'flip':
      return `flip:${m.disc}:${m.direction.toFixed(6)}`;
    case 'stop':
    case 'pass':
      return m.type;
    case 'fire':
      return `fire:${m.archer}:${m.target}`;
    case 'strike':
      return `strike:${m.attacker}:${m.defender}`;
    case 'answer':
      return `answer:${m.defender}:${m.attacker}`;
  }
}

export function describeMove(s: DiscWarsState, m: DiscWarsMove): string {
  const n = (id: string) => discName(s, id);
  switch (m.type) {
    case 'deploy':
      return `places ${n(m.disc)} at (${m.x.toFixed(1)} in, ${m.y.toFixed(1)} in)`;
    case 'deploy-auto':
      return 'deploys the rest of the army';
    case 'activate':
      if (m.action.kind === 'move') return `activates ${n(m.disc)} to move`;
      if (m.action.kind === 'rally')
        return `${n(m.disc)} rallies ${n(m.action.target)} (+3 flips this round)`;
      return `${n(m.disc)} casts ${SPELLS[m.action.spell].name} on ${n(m.action.target)}`;
    case 'flip':
      return `flips ${n(m.disc)} ${directionText(flipDirectionWords(s, m.disc, m.direction), n)}`;
    case 'stop':
      return 'stops moving';
    case 'pass':
      return s.phase === 'missile' ? 'fires no more this phase' : 'activates no more this phase';
    case 'fire':
      return `${n(m.archer)} fires at ${n(m.target)}`;
    case 'strike':
      return `${n(m.attacker)} strikes ${n(m.defender)}`;
    case 'answer':
      return `${n(m.defender)} answers ${n(m.attacker)}`;
  }
}

export function describeEvent(s: DiscWarsState, e: DiscWarsEvent): string {
  const n = (id: string) => discName(s, id);
  switch (e.kind) {
    case 'phase':
      return `— round ${e.round}: ${e.phase} phase`;
    case 'flip':
      return e.liesOn.length
        ? `${n(e.disc)} lands on ${e.liesOn.map(n).join(' and ')}${e.stopped ? ' and stops' : ''}`
        : `${n(e.disc)} lands on open ground`;
    case 'drop': {
      const k = e.counters.length;
      return `${n(e.archer)} drops ${k} counter${k === 1 ? '' : 's'} over ${n(e.target)}`;
    }
    case 'hit':
      return `${n(e.disc)} takes ${e.damage} damage`;
    case 'wound':
      return `${n(e.disc)} is wounded (${e.wounds} wound${e.wounds === 1 ? '' : 's'})`;
    case 'dead':
      return `${n(e.disc)} is destroyed (${e.points} points)`;
    case 'fight':
      return `fight at ${n(e.defender)}: ${e.strikers.length ? `${e.strikers.map(n).join(' + ')} deal${e.strikers.length === 1 ? 's' : ''} ${e.toDefender}` : 'its attackers strike elsewhere'}${e.answered ? `; it answers ${n(e.answered)} with ${e.toAttacker}` : ''}`;
    case 'enter':
      return `${n(e.disc)} enters as a reinforcement`;
    case 'spell':
      return `${n(e.caster)} casts ${SPELLS[e.spell].name} on ${n(e.target)}`;
    case 'rally':
      return `${n(e.disc)} rallies ${n(e.target)}`;
  }
}
