/**
 * The Disc Wars side panel: round and phase bar, whose decision it is, a hint, the buttons for the
 * moves that are not clicks on the table (activations, stop, pass, combat choices), the selected
 * disc's numbers, the measuring tape's result, points destroyed, what the last move caused, the
 * end-of-battle summary and the Rules menu. Every move button is one of the frame's legal moves.
 */
import type { DiscWarsMove, DiscWarsView } from '../../../games/discwars/index.ts';
import { RULE_EXAMPLES } from '../../../games/discwars/examples.ts';
import type { Lang } from '../../i18n/index.ts';
import { fill, h } from '../../dom.ts';
import type { TableContext } from '../table.ts';
import { eventText } from './event-text.ts';
import { EXAMPLE_TEXTS_JA, EXAMPLE_TITLES_JA } from './messages.ts';
import { armyName, discLabel, typeName } from './names.ts';
import { battleSummary } from './summary.ts';
import '../../online/spectator-text.ts';

export interface PanelInput {
  readonly view: DiscWarsView;
  readonly legal: readonly DiscWarsMove[];
  readonly lang: Lang;
  readonly selected: string | null;
  readonly measuring: boolean;
  readonly distance: string | null;
  readonly example: string | null;
  /** A flip or drop is being shown on the table. */
  readonly animating: boolean;
  /** Online, a spectator: nobody here waits for "the other player". */
  readonly spectator?: boolean;
  /** A replay's position: nobody waits either. */
  readonly replay?: boolean;
  /** Online, the server ended the game though the rules did not (a resignation, a claimed win). */
  readonly ended?: boolean;
  /** Online, this seat's move held back (`TableFrame.held`). */
  readonly held?: boolean;
}

export interface PanelActions {
  play(m: DiscWarsMove): void;
  toggleMeasure(): void;
  loadExample(id: string): void;
  newBattle(): void;
}

const PHASES = ['activation', 'missile', 'combat'] as const;

/** An example's caption: its touch wording where it has one (see touch.ts), else its text. */
function exampleText(t: TableContext<DiscWarsMove>['t'], lang: Lang, id: string, en: string) {
  const key = `dw.ex.${id}`;
  const touch = t(key);
  if (touch !== key) return touch;
  return lang === 'ja' ? (EXAMPLE_TEXTS_JA[id] ?? en) : en;
}

export function renderPanel(
  ctx: TableContext<DiscWarsMove>,
  p: PanelInput,
  on: PanelActions,
): void {
  const { view: v, legal } = p;
  const t = ctx.t;
  const n = (id: string): string => discLabel(p.lang, v, id);
  const army = (seat: 0 | 1): string => armyName(p.lang, v, seat);
  const parts: (Node | string | null)[] = [];
  parts.push(
    h(
      'p',
      { class: 'dw-round', 'data-testid': 'dw-round' },
      t('dw.round', { round: v.round, rounds: v.scenario.rounds }),
    ),
    h(
      'div',
      { class: 'dw-phases', 'data-testid': 'dw-phase' },
      ...(v.phase === 'deploy' ? ['deploy', ...PHASES] : PHASES).map((ph) =>
        h('span', { class: v.phase === ph ? 'current' : '' }, t(`dw.phase.${ph}`)),
      ),
      v.phase === 'over' ? h('span', { class: 'current' }, t('dw.phase.over')) : null,
    ),
  );
  if (v.toAct !== null)
    parts.push(
      h(
        'p',
        { class: `dw-to-act seat-${v.toAct}`, 'data-testid': 'dw-to-act' },
        t('dw.toAct', { army: army(v.toAct) }),
      ),
    );

  const buttons: HTMLElement[] = [];
  const special: HTMLElement[] = [];
  const button = (
    into: HTMLElement[],
    m: DiscWarsMove,
    label: string,
    testid: string,
    primary = false,
  ): void => {
    into.push(
      h(
        'button',
        { class: primary ? 'primary' : '', 'data-testid': testid, onclick: () => on.play(m) },
        label,
      ),
    );
  };
  let hint: string | null =
    legal.length === 0 && v.phase !== 'over' && !p.replay && !p.ended
      ? t(p.spectator ? 'watch.dw' : p.held ? 'held.yourMove' : 'dw.wait')
      : null;
  const moving = v.activation.moving;
  let hiddenSpecials = 0;
  for (const m of legal) {
    if (m.type === 'activate') {
      const a = m.action;
      if (a.kind === 'move')
        button(buttons, m, t('dw.move', { disc: n(m.disc) }), `activate-${m.disc}`);
      // Rallies and spells are many (one per target): only the selected disc's are listed.
      else if (m.disc !== p.selected) hiddenSpecials++;
      else if (a.kind === 'rally')
        button(
          special,
          m,
          t('dw.rally', { disc: n(m.disc), target: n(a.target) }),
          `rally-${m.disc}-${a.target}`,
        );
      else
        button(
          special,
          m,
          t('dw.spell', { disc: n(m.disc), spell: t(`dw.spell.${a.spell}`), target: n(a.target) }),
          `spell-${m.disc}-${a.spell}-${a.target}`,
        );
    } else if (m.type === 'stop') button(special, m, t('dw.stop'), 'stop', true);
    else if (m.type === 'pass')
      button(special, m, t(v.phase === 'missile' ? 'dw.passMissile' : 'dw.pass'), 'pass');
    // Missile targets of the selected archer, also as a list: a target under one's own disc
    // shows only a sliver on the table.
    else if (m.type === 'fire' && m.archer === p.selected)
      button(
        special,
        m,
        t('dw.fire', { archer: n(m.archer), target: n(m.target) }),
        `fire-${m.target}`,
      );
    else if (m.type === 'strike')
      button(
        special,
        m,
        t('dw.strike', { attacker: n(m.attacker), defender: n(m.defender) }),
        `strike-${m.defender}`,
        true,
      );
    else if (m.type === 'answer')
      button(
        special,
        m,
        t('dw.answer', { defender: n(m.defender), attacker: n(m.attacker) }),
        `answer-${m.attacker}`,
        true,
      );
  }
  if (legal.length > 0) {
    if (moving) hint = t('dw.hint.moving', { disc: n(moving.disc), n: moving.flipsLeft });
    else if (v.phase === 'activation') hint = t('dw.hint.activate', { n: v.activation.count + 1 });
    else if (v.phase === 'missile') hint = t('dw.hint.missile');
    else if (v.phase === 'combat') hint = t('dw.hint.combat');
  }
  if (p.animating) hint = t('dw.animating');
  if (hint) parts.push(h('p', { class: 'hint', 'data-testid': 'dw-hint' }, hint));
  if (hiddenSpecials > 0) parts.push(h('p', { class: 'muted' }, t('dw.hint.special')));
  const sel = p.selected ? v.discs.find((d) => d.id === p.selected) : undefined;
  const st = sel ? v.types[sel.type] : undefined;
  if (sel && st) {
    parts.push(
      h(
        'p',
        { class: 'dw-info', 'data-testid': 'dw-info' },
        t('dw.info', {
          name: typeName(p.lang, st),
          id: sel.id,
          m: st.movement + sel.bonusMoves,
          a: st.attack,
          d: st.defense,
          t: st.toughness + sel.bonusToughness,
          p: st.points,
          w: sel.wounds,
          max: st.wounds,
          dmg: sel.damage,
        }),
      ),
    );
  }

  if (sel && st) {
    // What it lies on and what pins it, so a stack reads at a glance.
    const list = (ids: readonly string[]) => ids.map(n).join(t('dw.and'));
    const under = (v.liesOn[sel.id] ?? []).filter((id) => v.discs.some((d) => d.id === id));
    const over = v.discs
      .filter((d) => d.where === 'table' && (v.liesOn[d.id] ?? []).includes(sel.id))
      .map((d) => d.id);
    if (under.length > 0 || over.length > 0)
      parts.push(
        h(
          'p',
          { class: 'dw-stack', 'data-testid': 'dw-stack' },
          [
            under.length > 0 ? t('dw.liesOn', { list: list(under) }) : '',
            over.length > 0 ? t('dw.pinnedBy', { list: list(over) }) : '',
          ]
            .filter(Boolean)
            .join(' '),
        ),
      );
  }
  parts.push(h('div', { class: 'dw-buttons', 'data-testid': 'dw-actions' }, ...special));
  parts.push(
    h(
      'div',
      { class: 'dw-buttons' },
      h(
        'button',
        {
          class: p.measuring ? 'selected' : '',
          'data-testid': 'measure',
          'aria-pressed': p.measuring ? 'true' : 'false',
          onclick: () => on.toggleMeasure(),
        },
        t('dw.measure'),
      ),
    ),
  );
  if (p.measuring)
    parts.push(
      h('p', { class: 'hint', 'data-testid': 'dw-distance' }, p.distance ?? t('dw.measureHint')),
    );

  if (buttons.length > 0)
    parts.push(h('div', { class: 'dw-buttons', 'data-testid': 'dw-buttons' }, ...buttons));
  parts.push(
    h(
      'p',
      { class: 'muted' },
      t('dw.destroyed', {
        a: army(0),
        pa: v.destroyed[0],
        b: army(1),
        pb: v.destroyed[1],
      }),
    ),
  );
  if (v.outcome) parts.push(battleSummary(t, v, army, on.newBattle));

  // What the last move caused (landings, hits, wounds, fights, deaths): told once the show of the
  // move is over (the counters have settled), never ahead of what the table shows.
  const events = p.animating ? [] : v.events.filter((e) => e.kind !== 'phase');
  const woundsOf = (id: string): number => {
    const d = v.discs.find((x) => x.id === id);
    return (d && v.types[d.type]?.wounds) ?? Infinity;
  };
  if (events.length > 0)
    parts.push(
      h('h3', {}, t('dw.events')),
      h(
        'ul',
        { class: 'dw-events', 'data-testid': 'dw-events' },
        ...events.map((e) => h('li', {}, eventText(e, t, n, woundsOf))),
      ),
    );

  const ex = p.example ? RULE_EXAMPLES.find((e) => e.id === p.example) : undefined;
  const title = (id: string, en: string): string =>
    p.lang === 'ja' ? (EXAMPLE_TITLES_JA[id] ?? en) : en;
  parts.push(
    h(
      'details',
      { class: 'dw-rules', 'data-testid': 'dw-rules' },
      h('summary', {}, t('dw.rules')),
      ...RULE_EXAMPLES.map((e) =>
        h(
          'button',
          { class: 'link', 'data-testid': `example-${e.id}`, onclick: () => on.loadExample(e.id) },
          title(e.id, e.title),
        ),
      ),
    ),
  );
  if (ex)
    parts.push(
      h(
        'p',
        { class: 'dw-example' },
        h('strong', {}, title(ex.id, ex.title)),
        h('br'),
        exampleText(t, p.lang, ex.id, ex.text),
      ),
    );
  fill(ctx.panel, ...parts);
}
