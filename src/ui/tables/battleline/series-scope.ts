/**
 * Which series a Battle Line table counts toward, read from the table's route: its mode, and the
 * bot's level against the bot (each has its own points), and the human's seat against the bot.
 */
import type { Seat } from '../../../games/battleline/index.ts';
import { parseRoute } from '../../shell/route.ts';
import { seriesScope } from './series-store.ts';

export interface TableScope {
  readonly key: string;
  readonly bot: boolean;
  readonly label: string;
}

/** The series this table counts toward: its mode, and the bot's level against the bot. */
export function tableScope(
  t: (key: string, params?: Record<string, string | number>) => string,
): TableScope {
  const r = parseRoute(location.hash);
  const route = r.ok && r.route.kind === 'table' ? r.route : null;
  const bot = route?.mode === 'bot';
  const level = route?.level ?? 'normal';
  return {
    key: seriesScope(bot ? 'bot' : 'hotseat', level),
    bot,
    label: bot
      ? t('bl.series.scope.bot', { level: t(`level.${level}`) })
      : t('bl.series.scope.hotseat'),
  };
}

/** The human's seat against the bot, from the table's route. */
export function parseRouteSeat(): Seat | null {
  const r = parseRoute(location.hash);
  return r.ok && r.route.kind === 'table' ? r.route.seat : null;
}
