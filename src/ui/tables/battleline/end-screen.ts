/**
 * The Battle Line end screen in the side panel: who won and how, the flags each side claimed (and
 * what the gold bar on the table means), the opponent's hand turned face up, this game's points and
 * the series so far. It is drawn from the final view alone: the engine shows a seat the other
 * hand only once the game is over.
 */
import {
  gamePoints,
  gameRecord,
  type BattleLineView,
  type CardId,
  type Seat,
} from '../../../games/battleline/index.ts';
import { h } from '../../dom.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface EndScreenInput {
  readonly view: BattleLineView;
  readonly seat: Seat;
  /** Whether the other seat is a person at this screen (hot-seat): then seats are named. */
  readonly hotseat: boolean;
  readonly reason: string;
  readonly cardLabel: (card: CardId) => string;
  /** The game's record as the prover rebuilt it (flags per seat). */
  readonly record: ReturnType<typeof gameRecord>;
  readonly series: HTMLElement | null;
  readonly next: HTMLElement;
}

export function endScreen(t: Translate, input: EndScreenInput): HTMLElement {
  const { view, seat } = input;
  const other: Seat = seat === 0 ? 1 : 0;
  const result = view.result;
  const winner = result?.winner ?? null;
  const verdict =
    winner === null
      ? t('bl.end.draw')
      : input.hotseat
        ? t('bl.end.seatWins', { n: winner + 1 })
        : t(winner === seat ? 'bl.end.youWin' : 'bl.end.youLose');
  const flagsOf = (s: Seat): number[] =>
    view.flags.flatMap((f, i) => (f.claimedBy === s ? [i + 1] : []));
  const list = (s: Seat): string => flagsOf(s).join(', ') || t('bl.end.none');
  const parts: (Node | string)[] = [
    h('h3', { 'data-testid': 'bl-end-verdict' }, verdict),
    h('p', {}, t('bl.end.how', { reason: input.reason })),
    h(
      'p',
      { 'data-testid': 'bl-end-flags' },
      t('bl.end.flags', { me: flagsOf(seat).length, them: flagsOf(other).length }),
      h('br'),
      t('bl.end.flagList', { side: t('bl.end.you'), flags: list(seat) }),
      h('br'),
      t('bl.end.flagList', { side: t('bl.end.opponent'), flags: list(other) }),
    ),
  ];
  if (winner !== null) parts.push(h('p', { class: 'muted' }, t('bl.end.goldBar')));
  const revealed = view.opponentCards;
  if (revealed)
    parts.push(
      h(
        'p',
        { 'data-testid': 'bl-end-opponent-hand' },
        t('bl.end.opponentHand', {
          cards: revealed.map(input.cardLabel).join(', ') || t('bl.end.none'),
        }),
      ),
    );
  if (input.record) {
    const pts = gamePoints(input.record);
    parts.push(
      h(
        'p',
        { 'data-testid': 'bl-end-points' },
        t('bl.end.points', { me: pts[seat], them: pts[other] }),
      ),
    );
  }
  if (input.series) parts.push(input.series);
  parts.push(input.next);
  return h('div', { class: 'bl-end', 'data-testid': 'bl-result' }, ...parts);
}
