/**
 * The Disc Wars panel's lines for what a move caused (landings, drops, hits, wounds, fights,
 * deaths, reinforcements, spells, rallies, phases), in the reader's language through the i18n
 * catalogue. The engine's `describeEvent` stays English for the command line and the log.
 */
import type { DiscWarsEvent } from '../../../games/discwars/index.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * One line for one event; `name` gives a disc's (localized) name, `woundsOf` how many wounds a disc
 * can take (a wound that reaches it destroys the disc: it must not read as a plain wound).
 */
export function eventText(
  e: DiscWarsEvent,
  t: Translate,
  name: (id: string) => string,
  woundsOf: (id: string) => number = () => Infinity,
): string {
  const list = (ids: readonly string[]): string => ids.map(name).join(t('dw.and'));
  switch (e.kind) {
    case 'phase':
      return t('dw.ev.phase', { round: e.round, phase: t(`dw.phase.${e.phase}`) });
    case 'flip': {
      const landed =
        e.liesOn.length === 0
          ? t('dw.ev.flipOpen', { disc: name(e.disc) })
          : t(e.stopped ? 'dw.ev.flipOnStop' : 'dw.ev.flipOn', {
              disc: name(e.disc),
              under: list(e.liesOn),
            });
      // A real hand's error, told once the flip is made (it was drawn in secret before).
      if (!e.error) return landed;
      return (
        landed +
        t('dw.ev.hand', {
          deg: Math.abs((e.error.tip * 180) / Math.PI).toFixed(1),
          side: t(e.error.tip >= 0 ? 'dw.ev.hand.left' : 'dw.ev.hand.right'),
          inches: Math.abs(e.error.slip).toFixed(2),
          way: t(e.error.slip >= 0 ? 'dw.ev.hand.long' : 'dw.ev.hand.short'),
        })
      );
    }
    case 'drop':
      return t(e.counters.length === 1 ? 'dw.ev.drop.one' : 'dw.ev.drop.many', {
        archer: name(e.archer),
        n: e.counters.length,
        target: name(e.target),
      });
    case 'hit':
      return t('dw.ev.hit', { disc: name(e.disc), n: e.damage });
    case 'wound':
      if (e.wounds >= woundsOf(e.disc))
        return t('dw.ev.wound.fatal', { disc: name(e.disc), n: e.wounds });
      return t(e.wounds === 1 ? 'dw.ev.wound.one' : 'dw.ev.wound.many', {
        disc: name(e.disc),
        n: e.wounds,
      });
    case 'dead':
      return t('dw.ev.dead', { disc: name(e.disc), n: e.points });
    case 'fight': {
      const base =
        e.strikers.length > 0
          ? t('dw.ev.fight', {
              defender: name(e.defender),
              strikers: list(e.strikers),
              n: e.toDefender,
            })
          : t('dw.ev.fightNone', { defender: name(e.defender) });
      return e.answered
        ? base + t('dw.ev.fightAnswer', { attacker: name(e.answered), n: e.toAttacker })
        : base;
    }
    case 'enter':
      return t('dw.ev.enter', { disc: name(e.disc) });
    case 'spell':
      return t('dw.ev.spell', {
        caster: name(e.caster),
        spell: t(`dw.spell.${e.spell}`),
        target: name(e.target),
      });
    case 'rally':
      return t('dw.ev.rally', { disc: name(e.disc), target: name(e.target) });
  }
}
