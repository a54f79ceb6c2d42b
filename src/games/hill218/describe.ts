/** Move text for the log and short codes the UI can translate. */
import type { Hill218Move, Hill218State, Pos } from './types.ts';
import { UNITS } from './units.ts';
import { unitAt } from './supply.ts';

const cell = (p: Pos) => `(${p.x},${p.y})`;

export function moveKey(m: Hill218Move): string {
  switch (m.type) {
    case 'bottom':
      return `b:${m.units[0]},${m.units[1]}`;
    case 'place':
      return `p:${m.unit}:${m.at.x},${m.at.y}`;
    case 'attack':
      return `a:${m.target.x},${m.target.y}`;
    case 'airStrike':
      return `s:${m.target.x},${m.target.y}`;
  }
}

export function describeMove(s: Hill218State, m: Hill218Move): string {
  const who = `Seat ${s.turn + 1}`;
  const unitAtPos = (p: Pos) => {
    const u = unitAt(s.cells, p);
    return u ? UNITS[u.unit].name : 'unit';
  };
  switch (m.type) {
    case 'bottom':
      return `${who} puts two cards on the bottom of the deck.`;
    case 'place':
      return `${who} plays ${UNITS[m.unit].name} at ${cell(m.at)}.`;
    case 'attack': {
      const by = s.attacker ? unitAtPos(s.attacker) : 'unit';
      const sup = m.supporter
        ? ` with support from the ${unitAtPos(m.supporter)} at ${cell(m.supporter)}`
        : '';
      return `${who}'s ${by} destroys the ${unitAtPos(m.target)} at ${cell(m.target)}${sup}.`;
    }
    case 'airStrike':
      return `${who} calls an Air Strike on the ${unitAtPos(m.target)} at ${cell(m.target)}.`;
  }
}
