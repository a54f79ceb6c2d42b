/**
 * Disc Wars matchups for the bench: seeded bot-against-bot battles with the seats and the armies
 * swapped in turn (battle i: level A takes seat i mod 2 and army ⌊i/2⌋ mod 2), so neither the
 * first seat nor an army decides the figure. Counts wins, losses and draws of level A, and the
 * time of every choice level A made (node, as `runBattle` measures it).
 */
import type { BotLevel } from '../src/core/bots/levels.ts';
import { runBattle } from '../src/games/discwars/battle.ts';
import type { ArmyDef, DiscWarsModule } from '../src/games/discwars/index.ts';

export interface Matchup {
  readonly scenario: string;
  readonly armies: readonly [string | ArmyDef, string | ArmyDef];
  readonly a: BotLevel;
  readonly b: BotLevel;
  readonly battles: number;
  /** The first battle's seed (battle i uses seed first + i). */
  readonly first?: number;
}

export interface MatchupResult {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Wins of each army, whichever level held it. */
  readonly armyWins: readonly [number, number];
  /** Milliseconds of each choice level A made. */
  readonly thinkMs: number[];
}

export function playMatchup(
  mod: DiscWarsModule,
  m: Matchup,
  now: () => number,
  onBattle?: (i: number, line: string) => void,
): MatchupResult {
  let wins = 0;
  let losses = 0;
  let draws = 0;
  const armyWins: [number, number] = [0, 0];
  const thinkMs: number[] = [];
  for (let i = 0; i < m.battles; i++) {
    const seatA = i % 2;
    const swap = Math.floor(i / 2) % 2 === 1;
    const armies: [string | ArmyDef, string | ArmyDef] = swap
      ? [m.armies[1], m.armies[0]]
      : [m.armies[0], m.armies[1]];
    const levels: [BotLevel, BotLevel] = seatA === 0 ? [m.a, m.b] : [m.b, m.a];
    const seed = (m.first ?? 1) + i;
    const { final } = runBattle(mod, seed, {
      options: { scenario: m.scenario, armies, deploy: false },
      levels,
      now,
      onStep: ({ seat, thinkMs: t }) => {
        if (seat === seatA) thinkMs.push(t);
      },
    });
    const w = final.outcome?.winner ?? null;
    if (w === null) draws++;
    else {
      if (w === seatA) wins++;
      else losses++;
      // Army index 0 is the matchup's first army, whichever seat it sat in.
      armyWins[(w === 0) === !swap ? 0 : 1]++;
    }
    onBattle?.(
      i,
      `seed ${seed}: ${levels.join('/')} ${armies.map((x) => (typeof x === 'string' ? x : x.id)).join('/')} -> ${w === null ? 'draw' : `seat ${w}`} ${final.outcome?.score?.join('-') ?? ''}`,
    );
  }
  return { wins, losses, draws, armyWins, thinkMs };
}
