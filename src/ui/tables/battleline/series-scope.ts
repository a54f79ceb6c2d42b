/**
 * Which series a Battle Line table counts toward, read from the table's route: its mode, and the
 * bot's level against the bot (each has its own points), and the human's seat against the bot.
 * Online, a player's series is the game and its rematches (seats swap at each one), kept from that
 * player's own side; a spectator's table counts toward no series.
 */
import type { Seat } from '../../../games/battleline/index.ts';
import { readToken } from '../../online/tokens.ts';
import { parseRoute } from '../../shell/route.ts';
import { seriesScope } from './series-store.ts';

export interface TableScope {
  readonly key: string;
  readonly bot: boolean;
  readonly label: string;
  /** Whose side the games are kept from (the human against the bot, the online player); null: by seat. */
  readonly side: Seat | null;
  /** Two players at this screen: the end screen names the winner by seat. */
  readonly hotseat: boolean;
  /** Part of a finished game's key, so two online games never count as one (the match id). */
  readonly game: string;
}

/** The series this table counts toward, or null (an online spectator). */
export function tableScope(
  t: (key: string, params?: Record<string, string | number>) => string,
): TableScope | null {
  const r = parseRoute(location.hash);
  if (r.ok && r.route.kind === 'online') {
    const id = r.route.matchId;
    let held: ReturnType<typeof readToken>;
    try {
      held = id ? readToken(localStorage, id) : null;
    } catch {
      held = null;
    }
    if (!held) return null;
    return {
      key: `online-${held.series ?? held.matchId}`,
      bot: false,
      label: t('bl.series.scope.online'),
      side: held.seat,
      hotseat: false,
      game: `${held.matchId}:`,
    };
  }
  const route = r.ok && r.route.kind === 'table' ? r.route : null;
  const bot = route?.mode === 'bot';
  const level = route?.level ?? 'normal';
  return {
    key: seriesScope(bot ? 'bot' : 'hotseat', level),
    bot,
    label: bot
      ? t('bl.series.scope.bot', { level: t(`level.${level}`) })
      : t('bl.series.scope.hotseat'),
    side: bot ? (route?.seat ?? 0) : null,
    hotseat: !bot,
    game: '',
  };
}
