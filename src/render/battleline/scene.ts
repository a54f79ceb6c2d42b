/**
 * The Battle Line table in three.js: nine flag stones on a line, each side's cards fanned toward
 * its owner, the viewing seat's hand along the near edge (the opponent's as backs only), both
 * decks with their counts, the discard pile, and highlights (legal slots, selectable cards,
 * claimable flags, the winning line). It draws one seat's view and decides no rule: this module
 * lays the table out; the meshes and what they share across redraws are `card-meshes.ts`'s.
 */
import * as THREE from 'three';
import type { BattleLineView, CardId, Seat } from '../../games/battleline/index.ts';
import { disposeObject } from '../dispose.ts';
import { CARD_H, CARD_W, type FaceKey, type FaceTexts } from './card-faces.ts';
import { CardMeshes } from './card-meshes.ts';
import {
  CARD_T,
  SIDE_PILES,
  UPRIGHT_PILES,
  flagX,
  formationLabelZ,
  HAND_GAP,
  HAND_Z,
  OPP_HAND_Z,
  sideCardZ,
  TABLE_D,
  TABLE_W,
} from './layout.ts';

export type Pick =
  | { readonly pick: 'hand'; readonly card: CardId }
  | { readonly pick: 'slot'; readonly flag: number; readonly near: boolean }
  | { readonly pick: 'flagCard'; readonly flag: number; readonly seat: Seat; readonly card: CardId }
  | { readonly pick: 'deck'; readonly deck: 'troop' | 'tactics' }
  | { readonly pick: 'flag'; readonly flag: number };

export interface SceneInput {
  readonly view: BattleLineView;
  readonly seat: Seat;
  readonly selectedCard: CardId | null;
  /** Hand cards that can be played now (others are dimmed while it is this seat's play). */
  readonly playableCards: readonly CardId[];
  readonly slots: readonly { readonly flag: number; readonly near: boolean }[];
  readonly selectableFlagCards: readonly {
    readonly flag: number;
    readonly seat: Seat;
    readonly card: CardId;
  }[];
  readonly claimable: readonly number[];
  readonly drawable: readonly ('troop' | 'tactics')[];
  /** Formation text per flag: [near side, far side]. */
  readonly formations: readonly (readonly [string, string])[];
  readonly winningFlags: readonly number[];
  /** The other seat's last card put down (or the flag it acted on when no card stayed there). */
  readonly lastMove?: {
    readonly seat: Seat;
    readonly flag: number;
    readonly card: CardId | null;
  } | null;
  readonly labels: {
    readonly troopDeck: string;
    readonly tacticsDeck: string;
    readonly discard: string;
  };
  /** The words on the card faces, and a key naming their language (a new key redraws them). */
  readonly faces?: { readonly key: string; readonly texts: FaceTexts };
  /** A phone held upright: the decks and the discard pile lie where its framing shows them. */
  readonly upright?: boolean;
}

const HIGHLIGHT = new THREE.Color('#ffd54a');
/** The opponent's last move: a cool colour, apart from the gold of what can be done now. */
const LAST_MOVE = new THREE.Color('#4fc3f7');

export class BattleLineScene {
  readonly group = new THREE.Group();
  /** Meshes that answer clicks, each with a `Pick` in `userData.pick`. */
  readonly pickables: THREE.Object3D[] = [];
  private readonly kit = new CardMeshes();
  /** Face-up cards, each with its card id in `userData.zoom` (the close look on hover). */
  readonly zoomables: THREE.Object3D[] = this.kit.zoomables;

  constructor() {
    this.group.name = 'battleline';
  }

  /** Empties the table (while the hand-over curtain is up nothing of either seat is drawn). */
  clear(): void {
    for (const child of [...this.group.children]) {
      this.group.remove(child);
      if (!this.kit.shared.has(child)) disposeObject(child);
      else for (const own of [...child.children]) disposeObject(own);
    }
    this.kit.cleared();
    this.pickables.length = 0;
  }

  draw(input: SceneInput): void {
    this.clear();
    if (input.faces) this.kit.useFaces(input.faces);
    const { kit } = this;
    const { view, seat } = input;
    const far: Seat = seat === 0 ? 1 : 0;
    const deckBack = (id: CardId): FaceKey =>
      /^[roygbp]\d+$/.test(id) ? 'back:troop' : 'back:tactics';

    view.flags.forEach((flag, i) => {
      const x = flagX(i);
      // The flag stone: grey while open, in the claimant's colour (near blue, far red) once claimed.
      const owner = flag.claimedBy;
      const stone = kit.stone(owner === null ? 0 : owner === seat ? 1 : 2);
      stone.position.set(x, 0.18, owner === null ? 0 : owner === seat ? 1.2 : -1.2);
      stone.userData.pick = { pick: 'flag', flag: i } satisfies Pick;
      stone.name = `flag-${i}`;
      this.pickables.push(stone);
      const num = kit.label(String(i + 1), 1.1, { bold: true, colour: '#ffffff' });
      num.position.set(x, 0.37, stone.position.z);
      this.group.add(stone, num);
      if (input.claimable.includes(i)) {
        const ring = new THREE.Mesh(
          new THREE.RingGeometry(1.15, 1.45, 48),
          new THREE.MeshBasicMaterial({ color: HIGHLIGHT, side: THREE.DoubleSide }),
        );
        ring.rotation.x = -Math.PI / 2;
        ring.position.set(x, 0.02, stone.position.z);
        ring.userData.pick = { pick: 'flag', flag: i } satisfies Pick;
        ring.name = `claimable-${i}`;
        this.pickables.push(ring);
        this.group.add(ring);
      }
      flag.environment.forEach((env, k) => {
        const m = kit.card(env.card, 'back:tactics', x + 0.4 * k, 0.45 + k * 0.03, 0, true);
        m.rotation.y = Math.PI / 2;
        m.scale.set(0.8, 1, 0.8);
        this.group.add(m);
      });
      for (const side of [seat, far] as const) {
        const near = side === seat;
        const cards = flag.sides[side];
        cards.forEach((card, k) => {
          const m = kit.card(
            card,
            deckBack(card),
            x,
            CARD_T / 2 + k * CARD_T * 1.5,
            sideCardZ(k, near),
            near,
          );
          const selectable = input.selectableFlagCards.some(
            (c) => c.flag === i && c.seat === side && c.card === card,
          );
          if (selectable) {
            const g = kit.glow(CARD_W + 0.35, CARD_H + 0.35, x, sideCardZ(k, near), HIGHLIGHT, 0.8);
            g.position.y = CARD_T / 2 + k * CARD_T * 1.5 - 0.005;
            this.group.add(g);
            m.userData.pick = { pick: 'flagCard', flag: i, seat: side, card } satisfies Pick;
            this.pickables.push(m);
          }
          this.group.add(m);
        });
        const text = input.formations[i]?.[near ? 0 : 1] ?? '';
        if (text) {
          const label = kit.label(text, 0.62, { background: 'rgba(0,0,0,0.55)' });
          label.position.set(x, 0.02, formationLabelZ(near, cards.length));
          // Both sides' labels face the viewer: the far side's are read, not turned away.
          this.group.add(label);
        }
      }
    });

    for (const slot of input.slots) {
      const side = slot.near ? seat : far;
      const k = view.flags[slot.flag]?.sides[side].length ?? 0;
      const g = kit.glow(
        CARD_W + 0.2,
        CARD_H + 0.2,
        flagX(slot.flag),
        sideCardZ(k, slot.near),
        HIGHLIGHT,
        0.45,
      );
      g.userData.pick = { pick: 'slot', flag: slot.flag, near: slot.near } satisfies Pick;
      g.name = `slot-${slot.flag}`;
      this.pickables.push(g);
      this.group.add(g);
    }

    const last = input.lastMove;
    if (last) {
      const near = last.seat === seat;
      const k = last.card ? (view.flags[last.flag]?.sides[last.seat].indexOf(last.card) ?? -1) : -1;
      const g =
        k >= 0
          ? kit.glow(
              CARD_W + 0.5,
              CARD_H + 0.5,
              flagX(last.flag),
              sideCardZ(k, near),
              LAST_MOVE,
              0.85,
            )
          : kit.glow(2.6, 2.6, flagX(last.flag), 0, LAST_MOVE, 0.6);
      g.position.y = k >= 0 ? CARD_T / 2 + k * CARD_T * 1.5 - 0.006 : 0.01;
      g.name = 'last-move';
      this.group.add(g);
    }

    if (input.winningFlags.length > 0) {
      const xs = input.winningFlags.map(flagX);
      const line = kit.glow(
        Math.max(...xs) - Math.min(...xs) + 2.6,
        0.5,
        (Math.max(...xs) + Math.min(...xs)) / 2,
        0,
        HIGHLIGHT,
        0.9,
      );
      line.position.y = 0.4;
      line.name = 'winning-line';
      this.group.add(line);
    }

    // The viewing seat's hand along the near edge, tilted toward the player.
    const hand = view.hand;
    hand.forEach((card, k) => {
      const x = (k - (hand.length - 1) / 2) * HAND_GAP;
      const selected = input.selectedCard === card;
      const m = kit.card(
        card,
        deckBack(card),
        x,
        0.6 + (selected ? 0.5 : 0),
        HAND_Z - (selected ? 0.8 : 0),
        true,
      );
      m.rotation.x = -0.35;
      const dim = input.playableCards.length > 0 && !input.playableCards.includes(card);
      if (dim) m.position.y -= 0.3;
      m.userData.pick = { pick: 'hand', card } satisfies Pick;
      m.name = `hand-${card}`;
      this.pickables.push(m);
      this.group.add(m);
      if (selected) {
        // The glow hangs under the card itself, so it follows the card's tilt.
        const g = kit.glow(CARD_W + 0.4, CARD_H + 0.4, 0, 0, HIGHLIGHT, 0.8);
        g.position.set(0, -CARD_T, 0);
        m.add(g);
      }
    });
    // The opponent's hand: backs only, so his troop and tactics counts show, never his cards.
    const backs: FaceKey[] = [
      ...Array<FaceKey>(view.opponentHand.troops).fill('back:troop'),
      ...Array<FaceKey>(view.opponentHand.tactics).fill('back:tactics'),
    ];
    backs.forEach((key, k) => {
      const x = (k - (backs.length - 1) / 2) * 1.3;
      const m = kit.card(key, key, x, CARD_T / 2 + k * CARD_T, OPP_HAND_Z, false);
      this.group.add(m);
    });

    const piles = input.upright ? UPRIGHT_PILES : SIDE_PILES;
    this.drawPile(
      'troop',
      view.troopDeckSize,
      piles.troop,
      input.labels.troopDeck,
      input.drawable.includes('troop'),
    );
    this.drawPile(
      'tactics',
      view.tacticsDeckSize,
      piles.tactics,
      input.labels.tacticsDeck,
      input.drawable.includes('tactics'),
    );
    const [dx, dz] = piles.discard;
    const top = view.discard[view.discard.length - 1];
    if (top) this.group.add(kit.card(top, deckBack(top), dx, CARD_T * 2, dz, true));
    const dl = kit.label(input.labels.discard, 0.95, { background: 'rgba(0,0,0,0.5)' });
    dl.name = 'discard-label';
    dl.position.set(dx, 0.02, dz + CARD_H / 2 + 0.8);
    this.group.add(dl);
  }

  private drawPile(
    deck: 'troop' | 'tactics',
    count: number,
    [x, z]: readonly [number, number],
    label: string,
    drawable: boolean,
  ): void {
    const { kit } = this;
    const key: FaceKey = deck === 'troop' ? 'back:troop' : 'back:tactics';
    if (drawable) {
      const g = kit.glow(CARD_W + 0.5, CARD_H + 0.5, x, z, HIGHLIGHT, 0.7);
      this.group.add(g);
    }
    const layers = Math.min(count, 30);
    for (let i = 0; i < layers; i++) {
      const m = kit.card(key, key, x, CARD_T / 2 + i * CARD_T, z, true);
      if (i === layers - 1) {
        m.userData.pick = { pick: 'deck', deck } satisfies Pick;
        m.name = `deck-${deck}`;
        this.pickables.push(m);
      }
      this.group.add(m);
    }
    const l = kit.label(label, 0.95, { background: 'rgba(0,0,0,0.5)' });
    l.name = `deck-${deck}-label`;
    l.position.set(x, 0.02, z + (z < 0 ? -1 : 1) * (CARD_H / 2 + 0.6));
    this.group.add(l);
  }

  /** The drawn face of a card, in the faces' current language (the close look copies it). */
  faceImage(card: CardId): CanvasImageSource | null {
    return this.kit.faceImage(card);
  }

  /** Screen-independent anchor of a pickable (for tests and the tutorial arrows). */
  anchorOf(name: string): THREE.Vector3 | null {
    const o = this.group.getObjectByName(name);
    return o ? o.getWorldPosition(new THREE.Vector3()) : null;
  }

  static readonly tableSize = { width: TABLE_W, depth: TABLE_D };

  dispose(): void {
    this.clear();
    this.kit.dispose();
    this.group.removeFromParent();
  }
}
