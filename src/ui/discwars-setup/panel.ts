/**
 * The Disc Wars setup inside the home screen's Disc Wars card: the scenario (built-in and the
 * user's), each side's army with its points against the limit, the point limit, the army builder,
 * adding JSON, and the user's own discs, armies and scenarios to edit or delete. `options()` turns
 * the choice into game options, checked by the engine's `validateOptions` before Play navigates.
 * This module is imported lazily by the home screen: it brings the pure rules data, never Rapier.
 */
import {
  ARMIES,
  CATALOGUE,
  RETIRED_ARMIES,
  SCENARIOS,
  armyPoints,
  type ArmyDef,
  type DiscWarsOptions,
  type ScenarioDef,
} from '../../games/discwars/index.ts';
import { DEFAULT_OPTIONS, validateOptions } from '../../games/discwars/setup.ts';
import { fill, h } from '../dom.ts';
import { errorText } from '../i18n/errors.ts';
import type { Lang } from '../i18n/index.ts';
import { ARMY_NAMES_JA } from '../tables/discwars/messages.ts';
import { draftOf, EMPTY_DRAFT } from './builder.ts';
import { openBuilder } from './builder-dialog.ts';
import { openJsonDialog } from './json-dialog.ts';
import { SCENARIO_NAMES_JA } from './messages.ts';
import { handField, handOption } from './hand-field.ts';
import './styles.css';
import {
  addJson,
  armyIdFor,
  catalogueOf,
  deleteArmy,
  deleteDiscType,
  deleteScenario,
  EMPTY_CONTENT,
  loadUserContent,
  putArmy,
  saveUserContent,
  type UserContent,
} from './user-content.ts';

export interface SetupDeps {
  t(key: string, params?: Record<string, string | number>): string;
  lang: Lang;
  storage: Storage | undefined;
}

export interface DiscWarsSetup {
  /** The options to start with, or null when the engine refuses them (the reason is shown). */
  options(): Record<string, unknown> | null;
}

interface Choice {
  scenario: string;
  armies: [string, string];
  points: number;
}

// Kept for the page's life: the home screen is redrawn on a language switch.
const choice: Choice = {
  scenario: DEFAULT_OPTIONS.scenario,
  armies: [DEFAULT_OPTIONS.armies[0] as string, DEFAULT_OPTIONS.armies[1] as string],
  points: DEFAULT_OPTIONS.points,
};

/**
 * The user's content and the setup on screen, shared by every drawing of the panel: the home
 * screen is redrawn (a language switch, the rules loaded in the background) while a dialog opened
 * from an earlier drawing may still be open, and what that dialog saves must reach the setup the
 * reader sees, not the one that was replaced.
 */
let content: UserContent = EMPTY_CONTENT;
let live: { draw(): void; say(text: string, ok?: boolean): void } | null = null;

function armyLabel(lang: Lang, a: ArmyDef): string {
  return lang === 'ja' ? (ARMY_NAMES_JA[a.name] ?? a.name) : a.name;
}

function scenarioLabel(lang: Lang, s: ScenarioDef): string {
  return lang === 'ja' ? (SCENARIO_NAMES_JA[s.id] ?? s.name) : s.name;
}

export function mountDiscWarsSetup(slot: HTMLElement, deps: SetupDeps): DiscWarsSetup {
  const { t, lang } = deps;
  content = loadUserContent(deps.storage);
  const body = h('div', { class: 'dws-body' });
  // Dialogs go outside the home form (Enter in a dialog field must not start a battle) and outside
  // the body, which is redrawn while a dialog is open.
  const dialogs = document.body;
  const error = h('p', { class: 'dws-error', role: 'alert', 'data-testid': 'dw-setup-error' });
  const note = h('p', { class: 'dws-message', role: 'status', 'data-testid': 'dw-setup-note' });
  fill(slot, body, error, note);
  const sayHere = (text: string, ok = false): void => {
    error.textContent = ok ? '' : text;
    note.textContent = ok ? text : '';
  };
  const self = { draw: () => draw(), say: sayHere };
  live = self;
  /** Says it on the setup on screen (this drawing, or the one that replaced it). */
  const say = (text: string, ok = false): void => (live ?? self).say(text, ok);

  // The reader's own open/closed choice for the list survives redraws.
  let mineOpen: boolean | null = null;
  // A retired list is offered only while chosen (it stays loadable for saved games).
  const armies = (): ArmyDef[] => [
    ...ARMIES.filter((a) => !RETIRED_ARMIES.has(a.id) || choice.armies.includes(a.id)),
    ...content.armies,
  ];
  const scenarios = (): ScenarioDef[] => [...SCENARIOS, ...content.scenarios];
  const isMine = (id: string): boolean => content.armies.some((a) => a.id === id);

  const keep = (next: UserContent): void => {
    content = next;
    if (!saveUserContent(deps.storage, content)) say(t('dws.storageFailed'));
    (live ?? self).draw();
  };

  const builder = (army: ArmyDef | null, side: 0 | 1 | null): void =>
    openBuilder(
      dialogs,
      {
        t,
        lang,
        catalogue: [...CATALOGUE, ...content.catalogue],
        limit: choice.points,
        newId: (name) => armyIdFor(content, name),
        save: (a) => {
          const r = putArmy(content, a);
          if (!r.ok) {
            say(errorText(lang, r.error));
            return;
          }
          if (side !== null) choice.armies[side] = a.id;
          say(t('dws.saved', { name: a.name }), true);
          keep(r.value);
        },
      },
      army ? draftOf(army) : EMPTY_DRAFT,
    );

  const jsonDialog = (): void =>
    openJsonDialog(dialogs, {
      t,
      lang,
      limit: choice.points,
      add: (text) => {
        const r = addJson(content, text, choice.points);
        if (!r.ok) return r;
        keep(r.value.content);
        return { ok: true, value: r.value.added };
      },
    });

  function draw(): void {
    // A deleted army or scenario falls back to the default.
    if (!scenarios().some((s) => s.id === choice.scenario))
      choice.scenario = DEFAULT_OPTIONS.scenario;
    for (const side of [0, 1] as const)
      if (!armies().some((a) => a.id === choice.armies[side]))
        choice.armies[side] = DEFAULT_OPTIONS.armies[side] as string;
    const cat = catalogueOf(content);

    const scenarioSel = h(
      'select',
      { 'data-testid': 'dw-scenario' },
      ...scenarios().map((s) => {
        const name = scenarioLabel(lang, s);
        return h(
          'option',
          { value: s.id, selected: s.id === choice.scenario },
          content.scenarios.includes(s) ? t('dws.yours', { name }) : name,
        );
      }),
    );
    scenarioSel.addEventListener('change', () => {
      choice.scenario = scenarioSel.value;
      say('', true);
      draw();
    });
    const sc = scenarios().find((s) => s.id === choice.scenario);
    const pointsIn = h('input', {
      type: 'number',
      min: 10,
      max: 1000,
      step: 1,
      value: choice.points,
      'data-testid': 'dw-points',
    });
    pointsIn.addEventListener('change', () => {
      const n = Number(pointsIn.value);
      // The engine judges the number when Play is pressed; here it only has to be a number.
      if (Number.isFinite(n)) choice.points = n;
      say('', true);
      draw();
    });

    const sides = ([0, 1] as const).map((side) => {
      const sel = h(
        'select',
        { 'data-testid': `dw-army-${side}` },
        ...armies().map((a) =>
          h(
            'option',
            { value: a.id, selected: a.id === choice.armies[side] },
            isMine(a.id) ? t('dws.yours', { name: armyLabel(lang, a) }) : armyLabel(lang, a),
          ),
        ),
      );
      sel.addEventListener('change', () => {
        choice.armies[side] = sel.value;
        say('', true);
        draw();
      });
      const army = armies().find((a) => a.id === choice.armies[side]);
      const points = army ? armyPoints(army, cat) : 0;
      const over = points > choice.points;
      return h(
        'label',
        { class: 'dws-side' },
        t('dws.army', { side: t(`home.seat.${side}`) }),
        sel,
        h(
          'span',
          { class: `dws-points${over ? ' over' : ''}`, 'data-testid': `dw-army-points-${side}` },
          t('dws.armyPoints', { points, limit: choice.points }),
          over ? ` — ${t('dws.overLimit')}` : '',
        ),
      );
    });

    fill(
      body,
      h(
        'label',
        { class: 'dws-field' },
        t('dws.scenario'),
        scenarioSel,
        sc
          ? h(
              'span',
              { class: 'muted', 'data-testid': 'dw-scenario-info' },
              t('dws.scenarioInfo', { w: sc.width, d: sc.depth, rounds: sc.rounds }),
            )
          : null,
      ),
      h('label', { class: 'dws-field dws-limit' }, t('dws.points'), ' ', pointsIn),
      handField(t),
      ...sides,
      h(
        'div',
        { class: 'dws-tools' },
        h(
          'button',
          { type: 'button', 'data-testid': 'dw-build', onclick: () => builder(null, 0) },
          t('dws.build'),
        ),
        h(
          'button',
          { type: 'button', 'data-testid': 'dw-add-json', onclick: jsonDialog },
          t('dws.addJson'),
        ),
      ),
      mine(),
    );
  }

  /** The user's own content, each entry with its edit or delete button. */
  function mine(): HTMLElement {
    const n = content.catalogue.length + content.armies.length + content.scenarios.length;
    const item = (label: string, testid: string, ...buttons: HTMLElement[]): HTMLElement =>
      h('li', { 'data-testid': testid }, h('span', {}, label), ...buttons);
    const del = (testid: string, run: () => void): HTMLElement =>
      h(
        'button',
        { type: 'button', class: 'link', 'data-testid': testid, onclick: run },
        t('dws.delete'),
      );
    const group = (title: string, items: HTMLElement[]): HTMLElement | null =>
      items.length === 0 ? null : h('div', {}, h('h4', {}, title), h('ul', {}, ...items));
    return h(
      'details',
      {
        class: 'dws-mine',
        'data-testid': 'dw-mine',
        open: mineOpen ?? (n > 0 && n <= 4),
        ontoggle: (e: Event) => (mineOpen = (e.target as HTMLDetailsElement).open),
      },
      h('summary', {}, t('dws.mine', { n })),
      n === 0 ? h('p', { class: 'muted' }, t('dws.mine.none')) : null,
      group(
        t('dws.mine.armies'),
        content.armies.map((a) =>
          item(
            `${a.name} (${armyPoints(a, catalogueOf(content))})`,
            `dw-mine-army-${a.id}`,
            h(
              'button',
              {
                type: 'button',
                class: 'link',
                'data-testid': `dw-edit-${a.id}`,
                onclick: () => builder(a, null),
              },
              t('dws.edit'),
            ),
            del(`dw-delete-${a.id}`, () => keep(deleteArmy(content, a.id))),
          ),
        ),
      ),
      group(
        t('dws.mine.discs'),
        content.catalogue.map((d) =>
          item(
            `${d.name} (${d.points})`,
            `dw-mine-disc-${d.id}`,
            del(`dw-delete-disc-${d.id}`, () => {
              const r = deleteDiscType(content, d.id);
              if (r.ok) keep(r.value);
              else say(errorText(lang, r.error));
            }),
          ),
        ),
      ),
      group(
        t('dws.mine.scenarios'),
        content.scenarios.map((s) =>
          item(
            s.name,
            `dw-mine-scenario-${s.id}`,
            del(`dw-delete-scenario-${s.id}`, () => keep(deleteScenario(content, s.id))),
          ),
        ),
      ),
    );
  }

  draw();

  return {
    options() {
      const chosen = choice.armies.map((id) => content.armies.find((a) => a.id === id) ?? id);
      // Only the user's content this battle uses travels in the options (and so in the URL).
      const used = new Set(chosen.flatMap((a) => (typeof a === 'string' ? [] : a.discs)));
      const catalogue = content.catalogue.filter((d) => used.has(d.id));
      const ownScenario = content.scenarios.filter((s) => s.id === choice.scenario);
      const options: Record<string, unknown> = {
        scenario: choice.scenario,
        armies: chosen,
        points: choice.points,
        ...(catalogue.length > 0 ? { catalogue } : {}),
        ...(ownScenario.length > 0 ? { scenarios: ownScenario } : {}),
        ...handOption(),
      };
      const r = validateOptions({
        ...DEFAULT_OPTIONS,
        ...options,
      } satisfies Partial<DiscWarsOptions>);
      if (!r.ok) {
        say(t('dws.invalid', { reason: errorText(lang, r.error) }));
        return null;
      }
      say('', true);
      return options;
    },
  };
}
