/**
 * The disc card: hovering a disc with the mouse, or a long press on it by touch, shows its full
 * face in words (name, army, move, attack, defense, toughness, points, wounds and damage, its
 * abilities), what it lies on and what pins it. The card is placed beside the disc's drawn circle,
 * never over it, and off every other disc's edge where the stage has room (`card-place.ts`). It reads
 * the view the table drew, so it shows only public facts; it is DOM only and decides nothing.
 */
import * as THREE from 'three';
import { MISSILES, type DiscWarsView } from '../../../games/discwars/index.ts';
import type { DiscWarsScene, Pick } from '../../../render/discwars/scene.ts';
import type { SceneHost } from '../../../render/scene-host.ts';
import { fill, h } from '../../dom.ts';
import { addMessages, type Lang } from '../../i18n/index.ts';
import { pinsOf } from '../../../render/discwars/pin-marks.ts';
import { armyName, discLabel, typeName } from './names.ts';
import { placeCard, type Circle } from './card-place.ts';
import './disc-card.css';

addMessages({
  en: {
    'dw.card.stats': 'Move {m} · Attack {a} · Defense {d} · Toughness {t} · {p} points',
    'dw.card.state': 'Wounds {w}/{max} · Damage this round {dmg} · {size} in across',
    'dw.card.flying': 'Flying: passes over friends.',
    'dw.card.missile': 'Missile: {n} × {type} counter(s), range {r} in, {dmg} damage each.',
    'dw.card.rally': 'Rally: gives a friend within 12 in +3 flips this round.',
    'dw.card.spells': 'Spells: {list}.',
    'dw.card.activated': 'Carries an A marker this round.',
    'dw.card.dying': 'Destroyed: it leaves the table when the missile phase ends.',
    'dw.card.missile.arrow': 'arrow',
    'dw.card.missile.bolt': 'bolt',
    'dw.card.missile.fireball': 'fireball',
    'dw.card.missile.boulder': 'boulder',
  },
  ja: {
    'dw.card.stats': '移動{m}・攻撃{a}・防御{d}・耐久{t}・{p}点',
    'dw.card.state': '傷{w}/{max}・このラウンドのダメージ{dmg}・直径{size}インチ',
    'dw.card.flying': '飛行：味方の上を越えられます。',
    'dw.card.missile': '射撃：{type}カウンター{n}枚、射程{r}インチ、1枚{dmg}ダメージ。',
    'dw.card.rally': '鼓舞：12インチ以内の味方1枚にこのラウンド+3回の移動。',
    'dw.card.spells': '呪文：{list}。',
    'dw.card.activated': 'このラウンドのAマーカーがあります。',
    'dw.card.dying': '撃破済み：射撃フェイズの終わりにテーブルから取り除かれます。',
    'dw.card.missile.arrow': '矢',
    'dw.card.missile.bolt': 'ボルト',
    'dw.card.missile.fireball': '火球',
    'dw.card.missile.boulder': '岩',
  },
});

type T = (key: string, params?: Record<string, string | number>) => string;

/** The card's lines for disc `id` of `v`, or null if it is no disc on the table. */
export function discCardLines(t: T, lang: Lang, v: DiscWarsView, id: string): string[] | null {
  const d = v.discs.find((x) => x.id === id);
  const ty = d ? v.types[d.type] : undefined;
  if (!d || !ty) return null;
  const lines = [
    `${typeName(lang, ty)} (${d.id}) — ${armyName(lang, v, d.owner)}`,
    t('dw.card.stats', {
      m: ty.movement + d.bonusMoves,
      a: ty.attack,
      d: ty.defense,
      t: ty.toughness + d.bonusToughness,
      p: ty.points,
    }),
    t('dw.card.state', { w: d.wounds, max: ty.wounds, dmg: d.damage, size: ty.diameter }),
  ];
  if (ty.flying) lines.push(t('dw.card.flying'));
  if (ty.missile) {
    const m = MISSILES[ty.missile.type];
    lines.push(
      t('dw.card.missile', {
        n: ty.missile.count,
        type: t(`dw.card.missile.${ty.missile.type}`),
        r: m.range,
        dmg: m.damage,
      }),
    );
  }
  if (ty.ability === 'rally') lines.push(t('dw.card.rally'));
  if (ty.spells?.length)
    lines.push(t('dw.card.spells', { list: ty.spells.map((s) => t(`dw.spell.${s}`)).join(', ') }));
  if (d.activated) lines.push(t('dw.card.activated'));
  if (d.dying) lines.push(t('dw.card.dying'));
  const name = (x: string): string => discLabel(lang, v, x);
  const under = (v.liesOn[id] ?? []).filter((x) => v.discs.some((e) => e.id === x));
  if (under.length > 0) lines.push(t('dw.liesOn', { list: under.map(name).join(t('dw.and')) }));
  const over = pinsOf(v).get(id) ?? [];
  if (over.length > 0) lines.push(t('dw.pinnedBy', { list: over.map(name).join(t('dw.and')) }));
  return lines;
}

const LONG_PRESS_MS = 450;
const SLOP_PX = 8;

export class DiscCard {
  private readonly el: HTMLElement;
  private shown: string | null = null;
  private press: { timer: ReturnType<typeof setTimeout>; x: number; y: number } | null = null;
  private readonly canvas: HTMLCanvasElement;
  private readonly scratch = new THREE.Vector3();

  constructor(
    private readonly host: SceneHost,
    private readonly scene: DiscWarsScene,
    private readonly read: () => { view: DiscWarsView; lang: Lang; t: T } | null,
    /** What else on the table the card must keep off (scene points, radii): the aim's landing. */
    private readonly keepClear: () => readonly { at: THREE.Vector3; r: number }[] = () => [],
  ) {
    this.canvas = host.renderer.domElement;
    this.el = h('div', { class: 'dw-card', 'data-testid': 'dw-card', role: 'tooltip' });
    this.el.hidden = true;
    document.body.append(this.el);
    this.canvas.addEventListener('pointermove', this.onMove);
    this.canvas.addEventListener('pointerdown', this.onDown);
    this.canvas.addEventListener('pointerup', this.cancelPress);
    this.canvas.addEventListener('pointercancel', this.cancelPress);
    this.canvas.addEventListener('pointerleave', this.onLeave);
    this.canvas.addEventListener('wheel', this.onWheel, { passive: true });
    window.addEventListener('keydown', this.onKey);
  }

  private discAt(x: number, y: number): string | null {
    const p = this.host.pick(x, y, this.scene.pickables)?.object.userData.pick as Pick | undefined;
    return p?.pick === 'disc' ? p.id : null;
  }

  private readonly onMove = (e: PointerEvent): void => {
    if (e.pointerType === 'touch') {
      if (this.press && Math.hypot(e.clientX - this.press.x, e.clientY - this.press.y) > SLOP_PX)
        this.cancelPress();
      return;
    }
    // A drag (aiming, turning the camera) hides the card; hovering shows the disc under the mouse.
    const id = e.buttons === 0 ? this.discAt(e.clientX, e.clientY) : null;
    if (id !== this.shown) this.show(id);
  };

  private readonly onDown = (e: PointerEvent): void => {
    this.cancelPress();
    if (e.pointerType !== 'touch') return this.show(null);
    this.show(null);
    const { clientX: x, clientY: y } = e;
    this.press = {
      x,
      y,
      timer: setTimeout(() => {
        this.press = null;
        this.show(this.discAt(x, y));
      }, LONG_PRESS_MS),
    };
  };

  private readonly cancelPress = (): void => {
    if (!this.press) return;
    clearTimeout(this.press.timer);
    this.press = null;
  };

  private readonly onLeave = (e: PointerEvent): void => {
    this.cancelPress();
    if (e.pointerType !== 'touch') this.show(null);
  };

  /** A zoom moves the disc away from under the card. */
  private readonly onWheel = (): void => this.show(null);

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') this.show(null);
  };

  /** Shows the card of disc `id` (null hides it). */
  show(id: string | null): void {
    const r = id ? this.read() : null;
    const lines = r && id ? discCardLines(r.t, r.lang, r.view, id) : null;
    const piece = id ? r?.view.table.pieces.find((p) => p.id === id) : undefined;
    const c = id && piece ? this.circleOf(id, piece.diameter) : null;
    if (!lines || !c || !id) {
      this.shown = null;
      this.el.hidden = true;
      delete this.el.dataset.disc;
      return;
    }
    this.shown = id;
    const [title, ...rest] = lines;
    fill(this.el, h('strong', {}, title ?? ''), ...rest.map((line) => h('div', {}, line)));
    this.el.dataset.disc = id;
    this.el.hidden = false;
    // Every other disc on the table (creatures, spells, land discs): the card keeps off their edges.
    const others: Circle[] = [];
    for (const p of r?.view.table.pieces ?? []) {
      if (p.id === id || p.kind === 'counter' || p.kind === 'terrain') continue;
      const o = this.circleOf(p.id, p.diameter);
      if (o) others.push(o);
    }
    // The aimed flip's landing and rest, drawn on the felt: a card over them hides the preview.
    for (const k of this.keepClear()) others.push(this.circleAt(k.at, k.r));
    const box = this.canvas.getBoundingClientRect();
    const at = placeCard(c, this.el.offsetWidth, this.el.offsetHeight, box, others);
    this.el.style.left = `${Math.round(at.x)}px`;
    this.el.style.top = `${Math.round(at.y)}px`;
  }

  /**
   * Disc `id`'s drawn circle in client pixels: its top's centre, and the farthest of four rim
   * points from it as the radius (the drawn ellipse fits inside).
   */
  private circleOf(id: string, diameter: number): Circle | null {
    const top = this.scene.anchorOf(`disc-${id}`);
    return top ? this.circleAt(top, diameter / 2) : null;
  }

  /** A circle of radius `rim` (inches) round scene point `top`, in client pixels. */
  private circleAt(top: THREE.Vector3, rim: number): Circle {
    const c = this.host.toClient(top);
    let radius = 0;
    for (const [dx, dz] of [
      [rim, 0],
      [-rim, 0],
      [0, rim],
      [0, -rim],
    ] as const) {
      const p = this.host.toClient(this.scratch.set(top.x + dx, top.y, top.z + dz));
      radius = Math.max(radius, Math.hypot(p.x - c.x, p.y - c.y));
    }
    return { x: c.x, y: c.y, r: radius };
  }

  /** A point on the rim of disc `id`'s top, beside its centre across the table (for tests). */
  rimOf(id: string): THREE.Vector3 | null {
    const top = this.scene.anchorOf(`disc-${id}`);
    const piece = this.read()?.view.table.pieces.find((p) => p.id === id);
    return top && piece ? top.clone().setX(top.x + piece.diameter / 2) : null;
  }

  /** After a redraw: the shown card follows its disc (or goes if the disc left). */
  refresh(): void {
    if (this.shown) this.show(this.shown);
  }

  dispose(): void {
    this.cancelPress();
    this.canvas.removeEventListener('pointermove', this.onMove);
    this.canvas.removeEventListener('pointerdown', this.onDown);
    this.canvas.removeEventListener('pointerup', this.cancelPress);
    this.canvas.removeEventListener('pointercancel', this.cancelPress);
    this.canvas.removeEventListener('pointerleave', this.onLeave);
    this.canvas.removeEventListener('wheel', this.onWheel);
    window.removeEventListener('keydown', this.onKey);
    this.el.remove();
  }
}
