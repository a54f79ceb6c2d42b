/**
 * The Hill 218 side panel: the phase, the hand as buttons (the same choices as the 3D hand), the
 * set-up choice of two bottom cards, legal cells, attack and Air Strike targets as buttons, the
 * table's counts, the game's end with its reason and unit counts, the explain toggle with its
 * legend, and the Rules menu of the source page's two examples. Every button is made from a legal
 * move of the frame; nothing here knows a rule.
 */
import { cellOwnerCount, unitAtPos, type ExampleId } from './model.ts';
import type { Hill218Move, Hill218View, Seat, UnitType } from '../../../games/hill218/index.ts';
import { fill, h } from '../../dom.ts';
import type { TableContext } from '../table.ts';
import { ICON_COLOURS } from '../../../render/hill218/card-faces.ts';
import '../../online/spectator-text.ts';

export interface PanelModel {
  readonly view: Hill218View | null;
  readonly seat: Seat | null;
  readonly legal: readonly Hill218Move[];
  readonly selected: UnitType | null;
  readonly strikeArmed: boolean;
  readonly explain: boolean;
  readonly example: ExampleId | null;
  readonly rulesOpen: boolean;
  /** Online, a spectator (`seat` is then 0's side): whose move it is, both sides by name. */
  readonly spectator?: { readonly toMove: Seat | null };
  /** Online, the server ended the game though the rules did not (a resignation, a claimed win). */
  readonly ended?: boolean;
  /** Online, this seat's move held back (`TableFrame.held`). */
  readonly held?: boolean;
}

export interface PanelActions {
  select(unit: UnitType | null): void;
  play(m: Hill218Move): void;
  armStrike(on: boolean): void;
  setExplain(on: boolean): void;
  loadExample(id: ExampleId): void;
  closeExample(): void;
  rulesOpen(open: boolean): void;
}

const EXAMPLES: readonly ExampleId[] = ['supply-line', 'attack-with-support'];

/** Fills the panel; returns the element that shows the explained card (updated on hover). */
export function renderPanel(
  ctx: TableContext<Hill218Move>,
  panel: HTMLElement,
  m: PanelModel,
  a: PanelActions,
): HTMLElement {
  const t = ctx.t;
  const unitName = (u: UnitType): string => t(`h218.unit.${u}`);
  const parts: (Node | string)[] = [];
  const explainText = h('p', { class: 'h218-explain-text', 'data-testid': 'h218-explain-text' });
  const v = m.view;
  if (v && m.spectator) {
    parts.push(...watching(t, v, v.outcome || m.ended ? null : m.spectator.toMove));
    if (v.outcome)
      parts.push(
        h(
          'div',
          { class: 'h218-result', 'data-testid': 'h218-result' },
          h('p', {}, t(`h218.reason.${v.outcome.reason}`)),
        ),
      );
  } else if (v && m.seat !== null) {
    const seat = m.seat;
    const other: Seat = seat === 0 ? 1 : 0;
    const moves = m.legal;
    const bottoms = moves.filter((x) => x.type === 'bottom');
    const places = moves.filter((x) => x.type === 'place');
    const attacks = moves.filter((x) => x.type === 'attack');
    const strikes = moves.filter((x) => x.type === 'airStrike');
    const hqOnly =
      places.length > 0 && places.every((x) => x.at.x === 0 && x.at.y === (seat === 0 ? -1 : 1));
    let phase: string;
    if (v.outcome || m.ended) phase = t('h218.phase.over');
    else if (m.held) phase = t('held.yourMove');
    else if (moves.length === 0) phase = t('h218.phase.wait');
    else if (bottoms.length > 0) phase = t('h218.phase.setup');
    else if (attacks.length > 0) {
      const u = v.attacker ? unitAtPos(v.cells, v.attacker) : undefined;
      phase = t('h218.phase.attack', { unit: u ? unitName(u.unit) : '' });
    } else if (m.strikeArmed) phase = t('h218.phase.strike');
    else if (hqOnly && v.turnsTaken[seat] === 1) phase = t('h218.phase.hqOnly');
    // Mid-game an empty HQ leaves it the only cell with supply: say why, not "first turn".
    else if (hqOnly) phase = t('h218.phase.hqEmpty', { n: v.playsLeft });
    else phase = t('h218.phase.place', { n: v.playsLeft });
    parts.push(
      h('p', { class: 'h218-phase', 'data-testid': 'h218-phase', 'data-seat': seat }, phase),
    );

    if (bottoms.length > 0) {
      parts.push(
        h('h3', {}, t('h218.setupCards')),
        h('p', { 'data-testid': 'h218-setup-hand' }, v.hand.map(unitName).join(', ')),
        h('h3', {}, t('h218.bottom')),
        h(
          'div',
          { class: 'h218-buttons', 'data-testid': 'h218-bottom' },
          ...bottoms.map((b) =>
            h(
              'button',
              { 'data-units': b.units.join(','), onclick: () => a.play(b) },
              t('h218.bottomPair', { a: unitName(b.units[0]), b: unitName(b.units[1]) }),
            ),
          ),
        ),
      );
    } else {
      const playable = new Set(places.map((x) => x.unit));
      parts.push(
        h('h3', {}, t('h218.hand')),
        h(
          'div',
          { class: 'h218-buttons', 'data-testid': 'h218-hand' },
          ...v.hand.map((u, i) =>
            h(
              'button',
              {
                // Only the first card of the picked type is marked, as on the 3D table.
                class: `h218-card${m.selected === u && v.hand.indexOf(u) === i ? ' selected' : ''}`,
                'data-unit': u,
                disabled: !playable.has(u),
                onclick: () => a.select(m.selected === u ? null : u),
              },
              unitName(u),
            ),
          ),
        ),
      );
    }

    const actions: HTMLElement[] = [];
    if (m.selected) {
      const cells = places.filter((x) => x.unit === m.selected);
      parts.push(
        h('p', { class: 'hint' }, t('h218.cells')),
        h(
          'div',
          { class: 'h218-buttons h218-cells', 'data-testid': 'h218-cells' },
          ...cells.map((c) =>
            h(
              'button',
              { 'data-cell': `${c.at.x},${c.at.y}`, onclick: () => a.play(c) },
              `(${c.at.x},${c.at.y})`,
            ),
          ),
        ),
      );
      actions.push(h('button', { onclick: () => a.select(null) }, t('h218.cancel')));
    }
    if (attacks.length > 0)
      parts.push(
        h(
          'div',
          { class: 'h218-targets', 'data-testid': 'h218-targets' },
          ...attacks.map((x) => {
            const target = unitAtPos(v.cells, x.target);
            const sup = x.supporter ? unitAtPos(v.cells, x.supporter) : undefined;
            const text =
              t('h218.attackAt', {
                unit: target ? unitName(target.unit) : '',
                x: x.target.x,
                y: x.target.y,
              }) +
              (x.supporter && sup
                ? t('h218.supportBy', {
                    unit: unitName(sup.unit),
                    x: x.supporter.x,
                    y: x.supporter.y,
                  })
                : t('h218.alone'));
            return h(
              'button',
              {
                class: 'primary',
                'data-target': `${x.target.x},${x.target.y}`,
                onclick: () => a.play(x),
              },
              text,
            );
          }),
        ),
      );
    if (strikes.length > 0) {
      actions.push(
        h(
          'button',
          {
            'data-testid': 'h218-air',
            class: m.strikeArmed ? 'selected' : '',
            onclick: () => a.armStrike(!m.strikeArmed),
          },
          m.strikeArmed
            ? t('h218.airStrikeCancel')
            : t('h218.airStrike', { n: v.airStrikes[seat] }),
        ),
      );
      if (m.strikeArmed)
        parts.push(
          h(
            'div',
            { class: 'h218-buttons', 'data-testid': 'h218-strikes' },
            ...strikes.map((x) => {
              const u = unitAtPos(v.cells, x.target);
              return h(
                'button',
                { 'data-strike': `${x.target.x},${x.target.y}`, onclick: () => a.play(x) },
                t('h218.strikeAt', {
                  unit: u ? unitName(u.unit) : '',
                  x: x.target.x,
                  y: x.target.y,
                }),
              );
            }),
          ),
        );
    }
    if (actions.length > 0) parts.push(h('div', { class: 'h218-buttons' }, ...actions));

    const [me, them] = [cellOwnerCount(v.cells, seat), cellOwnerCount(v.cells, other)];
    if (v.outcome)
      parts.push(
        h(
          'div',
          { class: 'h218-result', 'data-testid': 'h218-result' },
          h('p', {}, t(`h218.reason.${v.outcome.reason}`)),
          h('p', {}, t('h218.score', { me, them })),
        ),
      );
    parts.push(
      h(
        'p',
        { class: 'muted', 'data-testid': 'h218-info' },
        // At the end the result already gives the unit counts.
        t(v.outcome ? 'h218.infoEnd' : 'h218.info', {
          me,
          them,
          hand: v.handSizes[other],
          myDeck: v.deckSizes[seat],
          theirDeck: v.deckSizes[other],
        }),
      ),
      h(
        'p',
        { class: 'muted' },
        t('h218.airInfo', { me: v.airStrikes[seat], them: v.airStrikes[other] }),
      ),
    );
  }

  // Explain toggle and legend.
  const box = h('input', {
    type: 'checkbox',
    'data-testid': 'h218-explain',
    checked: m.explain,
    onchange: (e: Event) => a.setExplain((e.target as HTMLInputElement).checked),
  });
  parts.push(h('label', { class: 'h218-explain' }, box, ' ', t('h218.explain')));
  if (m.explain)
    parts.push(
      h(
        'ul',
        { class: 'h218-legend', 'data-testid': 'h218-legend' },
        ...(['supply', 'attack', 'support'] as const).map((k) =>
          h(
            'li',
            {},
            h('span', { class: 'h218-swatch', style: `background:${ICON_COLOURS[k]}` }),
            t(`h218.legend.${k}`),
          ),
        ),
      ),
      explainText,
    );

  // The Rules menu.
  parts.push(
    h(
      'details',
      {
        class: 'h218-rules',
        'data-testid': 'h218-rules',
        open: m.rulesOpen || m.example !== null,
        ontoggle: (e: Event) => a.rulesOpen((e.target as HTMLDetailsElement).open),
      },
      h('summary', {}, t('h218.rules')),
      h(
        'div',
        { class: 'h218-buttons' },
        ...EXAMPLES.map((id) =>
          h(
            'button',
            { 'data-testid': `h218-example-${id}`, onclick: () => a.loadExample(id) },
            t(`h218.example.${id}`),
          ),
        ),
      ),
      m.example
        ? h(
            'div',
            { class: 'h218-example', 'data-testid': 'h218-example-text' },
            h('strong', {}, t(`h218.example.${m.example}`)),
            h('p', {}, t(`h218.exampleText.${m.example}`)),
            h('button', { onclick: () => a.closeExample() }, t('h218.closeExample')),
          )
        : null,
    ),
  );
  fill(panel, ...parts);
  return explainText;
}

/** A spectator's part of the panel: whose move it is, and the table's counts for each side. */
function watching(t: TableContext<Hill218Move>['t'], v: Hill218View, toMove: Seat | null): Node[] {
  const [p0, p1] = [t('player.0'), t('player.1')];
  return [
    h(
      'p',
      { class: 'h218-phase', 'data-testid': 'h218-phase' },
      toMove === null ? t('watch.over') : t('watch.toMove', { player: t(`player.${toMove}`) }),
    ),
    h(
      'p',
      { class: 'muted', 'data-testid': 'h218-info' },
      t('watch.h218.info', {
        p0,
        p1,
        u0: cellOwnerCount(v.cells, 0),
        u1: cellOwnerCount(v.cells, 1),
        h0: v.handSizes[0],
        h1: v.handSizes[1],
        d0: v.deckSizes[0],
        d1: v.deckSizes[1],
      }),
    ),
    h(
      'p',
      { class: 'muted' },
      t('watch.h218.air', { p0, p1, a: v.airStrikes[0], b: v.airStrikes[1] }),
    ),
  ];
}
