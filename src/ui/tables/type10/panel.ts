/**
 * The Type 10 side panel: the step and what to do, the units that can act and the selected one's
 * options (bombard / attack buttons, end action), spawn types from hand, the search die, North's
 * losses toward the limit, both sides' hands, the clocks (text nodes the controller's timer
 * updates without a redraw), the result and a Resign button that asks for confirmation first.
 * Every button is made from a legal move.
 */
import type { Seat } from '../../../core/game.ts';
import type { Type10Move, Type10View } from '../../../games/type10/index.ts';
import { h } from '../../dom.ts';
import type { TableContext } from '../table.ts';
import type { Highlights } from './model.ts';
import { actingUnits, spawnTypes } from './model.ts';

export interface PanelInput {
  readonly view: Type10View | null;
  readonly seat: Seat | null;
  readonly legal: readonly Type10Move[];
  readonly selected: string | null;
  readonly spawnType: string | null;
  readonly highlights: Highlights;
  readonly confirmResign: boolean;
  /** Online, a spectator: it has no side to resign. */
  readonly spectator?: boolean;
}

export interface PanelActions {
  select(unit: string | null): void;
  pickSpawn(type: string): void;
  play(m: Type10Move): void;
  askResign(on: boolean): void;
  resign(): void;
}

export interface PanelRefs {
  readonly hover: HTMLElement;
  readonly clocks: HTMLElement | null;
}

/** The translated name of a unit type (the scenario's own name when we have no translation). */
export function unitName(ctx: TableContext<Type10Move>, view: Type10View, type: string): string {
  const key = `t10.unit.${type}`;
  const s = ctx.t(key);
  return s === key ? (view.scenario.unitTypes[type]?.name ?? type) : s;
}

function sideName(ctx: TableContext<Type10Move>, seat: Seat): string {
  return ctx.t(`t10.side.${seat}`);
}

export function renderPanel(
  ctx: TableContext<Type10Move>,
  p: PanelInput,
  act: PanelActions,
): PanelRefs {
  const hover = h('p', { class: 't10-hover muted', 'data-testid': 't10-hover' }, '\u00a0');
  const view = p.view;
  if (!view || p.seat === null) {
    ctx.panel.replaceChildren(hover);
    return { hover, clocks: null };
  }
  const t = ctx.t;
  const legal = p.legal;
  const parts: (Node | string)[] = [];
  const toMove: Seat | null = view.result
    ? null
    : view.phase === 'uav' || view.phase === 'pkfAct'
      ? 1
      : 0;
  const mine = legal.length > 0;
  const phaseText = view.result
    ? t('t10.phase.over')
    : mine
      ? t(`t10.phase.${view.phase}`)
      : t('t10.phase.wait', { side: sideName(ctx, toMove ?? 0) });
  parts.push(
    h(
      'p',
      { class: 't10-phase', 'data-testid': 't10-phase', 'data-phase': view.phase },
      h('strong', {}, `${t('t10.round', { n: view.round })} · `),
      phaseText,
    ),
  );
  const name = (id: string): string => {
    const u = view.units.find((x) => x.id === id);
    return u ? unitName(ctx, view, u.type) : id;
  };
  /** A unit on the board by its type and hex ("Infantry 0203"), so equal types are told apart. */
  const nameAt = (id: string): string => {
    const u = view.units.find((x) => x.id === id);
    if (!u) return id;
    const onBoard = u.at !== 'hand' && u.at !== 'gone';
    return onBoard ? t('t10.unitAt', { unit: unitName(ctx, view, u.type), hex: u.at }) : name(id);
  };
  /** The hover text of a unit's button: what it can do. */
  const details = (id: string): string => {
    const u = view.units.find((x) => x.id === id);
    const ut = u ? view.scenario.unitTypes[u.type] : undefined;
    if (!u || !ut) return id;
    const dash = (n: number | null) => (n === null ? '–' : n);
    return t('t10.unitDetails', {
      unit: unitName(ctx, view, u.type),
      hex: u.at,
      move: ut.move,
      bombard: dash(ut.bombard),
      range: dash(ut.range),
      attack: dash(ut.attack),
      defense: ut.defense,
    });
  };

  // Spawn (spawn step, or the placement after a search roll of 1-2).
  const types = spawnTypes(legal);
  if (types.length > 0) {
    const counts = (type: string) => view.units.filter((u) => u.type === type && u.at === 'hand');
    parts.push(
      h('p', { class: 't10-label' }, t('t10.spawnPick')),
      h(
        'div',
        {
          class: 't10-buttons',
          'data-testid': 't10-spawn-types',
          // The lit hexes, for tests and tutorials.
          'data-hexes': legal
            .flatMap((m) => (m.type === 'spawn' && m.unitType === p.spawnType ? [m.to] : []))
            .join(' '),
        },
        ...types.map((type) =>
          h(
            'button',
            {
              class: p.spawnType === type ? 'selected' : '',
              'data-testid': `t10-spawn-${type}`,
              onclick: () => act.pickSpawn(type),
            },
            t('t10.spawnType', { unit: unitName(ctx, view, type), n: counts(type).length }),
          ),
        ),
      ),
    );
  }

  // Units that can act and the selected one's options.
  const units = actingUnits(legal);
  if (units.length > 0) {
    parts.push(
      h('p', { class: 'hint' }, t(p.selected ? 't10.hint.move' : 't10.hint.select')),
      h('p', { class: 't10-label' }, t('t10.units')),
      h(
        'div',
        { class: 't10-buttons', 'data-testid': 't10-units' },
        ...units.map((id) =>
          h(
            'button',
            {
              class: p.selected === id ? 'selected' : '',
              'data-testid': `t10-unit-${id}`,
              title: details(id),
              onclick: () => act.select(p.selected === id ? null : id),
            },
            nameAt(id),
          ),
        ),
      ),
    );
  }
  const buttons: HTMLElement[] = [];
  if (p.selected) {
    const sel = p.selected;
    const active = view.active?.unit === sel ? view.active : null;
    const u = view.units.find((x) => x.id === sel);
    const ut = u ? view.scenario.unitTypes[u.type] : undefined;
    const mp = active ? active.mpLeft : (ut?.move ?? 0);
    parts.push(
      h(
        'p',
        {
          class: 't10-selected',
          'data-testid': 't10-selected',
          'data-unit': sel,
          'data-steps': p.highlights.steps.map((x) => x.hex).join(' '),
          'data-reach': p.highlights.reach.map((x) => x.hex).join(' '),
        },
        t('t10.selected', { unit: nameAt(sel), mp }) +
          (active?.fired ? ` (${t('t10.selectedFired')})` : ''),
      ),
    );
    for (const m of legal)
      if (m.type === 'bombard' && m.unit === sel)
        buttons.push(
          h(
            'button',
            { 'data-testid': `t10-bombard-${m.target}`, onclick: () => act.play(m) },
            t('t10.bombard', { unit: nameAt(m.target) }),
          ),
        );
    for (const a of p.highlights.attacks) {
      const m = legal.find((x) => x.type === 'step' && x.unit === sel && x.to === a.hex);
      if (m)
        buttons.push(
          h(
            'button',
            { 'data-testid': `t10-attack-${a.unit}`, onclick: () => act.play(m) },
            t('t10.attack', { unit: nameAt(a.unit) }),
          ),
        );
    }
    if (!active) buttons.push(h('button', { onclick: () => act.select(null) }, t('t10.cancel')));
  }
  const named: [Type10Move['type'], string, string][] = [
    ['search', 't10.search', 'primary'],
    ['endAction', 't10.endAction', ''],
    ['endSpawn', 't10.endSpawn', ''],
    ['endTurn', 't10.endTurn', ''],
  ];
  for (const [type, key, cls] of named) {
    const m = legal.find((x) => x.type === type);
    if (m)
      buttons.push(
        h(
          'button',
          { class: cls, 'data-testid': `t10-${type}`, onclick: () => act.play(m) },
          t(key),
        ),
      );
  }
  if (buttons.length > 0) parts.push(h('div', { class: 't10-buttons t10-actions' }, ...buttons));

  // The die, the losses and the hands.
  const pips = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
  const uavOnBoard = view.units.some(
    (u) => view.scenario.unitTypes[u.type]?.searches === true && u.at !== 'hand' && u.at !== 'gone',
  );
  parts.push(
    h(
      'p',
      { class: 't10-roll', 'data-testid': 't10-roll' },
      // The die belongs to the UAV's search: once the UAV is destroyed its old value means nothing.
      view.lastRoll === null || !uavOnBoard
        ? t('t10.rollNone')
        : `${pips[view.lastRoll] ?? ''} ${t('t10.roll', { n: view.lastRoll })}${view.phase === 'uavPlace' ? t('t10.rollFound') : ''}`,
    ),
  );
  const limit = view.scenario.lossLimit;
  parts.push(
    h(
      'div',
      { class: 't10-losses', 'data-testid': 't10-losses' },
      h('span', {}, t('t10.losses', { n: view.northLosses, limit })),
      h(
        'div',
        { class: 't10-bar' },
        h('div', {
          class: 't10-bar-fill',
          style: `width:${Math.min(100, (100 * view.northLosses) / Math.max(1, limit))}%`,
        }),
      ),
    ),
    h('p', { class: 'muted' }, t('t10.kills', { a: view.kills[0], b: view.kills[1] })),
  );
  const list = (pred: (u: Type10View['units'][number]) => boolean): string => {
    const n = new Map<string, number>();
    for (const u of view.units) if (pred(u)) n.set(u.type, (n.get(u.type) ?? 0) + 1);
    if (n.size === 0) return t('t10.handEmpty');
    return [...n].map(([type, k]) => `${unitName(ctx, view, type)} ×${k}`).join(', ');
  };
  const sideOf = (type: string) => view.scenario.unitTypes[type]?.side;
  parts.push(
    h(
      'p',
      { 'data-testid': 't10-hand-0' },
      t('t10.hand', { side: sideName(ctx, 0), units: list((u) => u.at === 'hand') }),
    ),
    h(
      'p',
      { 'data-testid': 't10-hand-1' },
      t('t10.hand', {
        side: sideName(ctx, 1),
        units: list((u) => u.at === 'hand' && sideOf(u.type) === 'pkf'),
      }),
    ),
  );
  // Destroyed for good, by side: the PKF list never names a North unit (the T-72 is North's).
  for (const side of ['pkf', 'north'] as const) {
    const gone = (u: Type10View['units'][number]) => u.at === 'gone' && sideOf(u.type) === side;
    if (view.units.some(gone))
      parts.push(
        h(
          'p',
          { class: 'muted', 'data-testid': `t10-gone-${side}` },
          t(side === 'pkf' ? 't10.pkfGone' : 't10.northGone', { units: list(gone) }),
        ),
      );
  }

  let clocks: HTMLElement | null = null;
  if (view.options.timeControl && view.clock) {
    clocks = h('div', { class: 't10-clocks', 'data-testid': 't10-clocks' });
    parts.push(h('p', { class: 't10-label' }, t('t10.clocks')), clocks);
  }

  if (view.result) {
    const r = view.result;
    const loser: Seat = r.winner === 0 ? 1 : 0;
    const score = r.score ?? view.kills;
    parts.push(
      h(
        'div',
        { class: 't10-result', 'data-testid': 't10-result' },
        h(
          'p',
          {},
          r.winner === null
            ? t('t10.result.draw')
            : t('t10.result.win', { side: sideName(ctx, r.winner) }),
        ),
        h('p', {}, t(`t10.reason.${r.reason}`, { limit, side: sideName(ctx, loser) })),
        h('p', {}, t('t10.score', { a: score[0] ?? 0, b: score[1] ?? 0 })),
      ),
    );
  } else if (p.confirmResign) {
    parts.push(
      h(
        'div',
        { class: 't10-confirm' },
        h('p', {}, t('t10.resignConfirm', { side: sideName(ctx, p.seat) })),
        h(
          'div',
          { class: 't10-buttons' },
          h(
            'button',
            { class: 'danger', 'data-testid': 't10-resign-yes', onclick: () => act.resign() },
            t('t10.resignYes'),
          ),
          h('button', { onclick: () => act.askResign(false) }, t('t10.cancel')),
        ),
      ),
    );
  } else if (!p.spectator) {
    parts.push(
      h(
        'div',
        { class: 't10-buttons' },
        h(
          'button',
          { class: 'danger', 'data-testid': 't10-resign', onclick: () => act.askResign(true) },
          t('t10.resign'),
        ),
      ),
    );
  }
  parts.push(hover);
  ctx.panel.replaceChildren(...parts);
  return { hover, clocks };
}
