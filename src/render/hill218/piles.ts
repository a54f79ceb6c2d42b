/**
 * The Hill 218 table's edges: the viewing seat's hand along the near edge (raised when selected,
 * sunk when it has no legal placement), the other hand as backs on the far edge, and each seat's
 * deck, losses and Air Strikes beside them with their labels (the viewer's Air Strike pile answers
 * clicks when a strike is legal).
 */
import * as THREE from 'three';
import type { Seat } from '../../games/hill218/index.ts';
import type { Hill218Kit } from './kit.ts';
import { CARD, CARD_T, HAND_STEP, type SideLayout } from './layout.ts';
import type { Pick, SceneInput } from './scene-input.ts';

/** Where the drawn objects go: the scene's group, its pickables and its named aliases. */
export interface SceneSink {
  add(...o: THREE.Object3D[]): void;
  pickable(o: THREE.Object3D, name: string, pick: Pick): void;
  alias(name: string, o: THREE.Object3D): void;
}

export function drawHands(
  kit: Hill218Kit,
  out: SceneSink,
  input: SceneInput,
  layout: SideLayout,
  far: Seat,
): void {
  const hand = input.hand;
  const armedOrAttack = input.targets.length > 0;
  hand.forEach((unit, k) => {
    const x = (k - (hand.length - 1) / 2) * HAND_STEP;
    const selected = input.selected === unit && hand.indexOf(unit) === k;
    const dim = (input.playable.length > 0 || armedOrAttack) && !input.playable.includes(unit);
    const m = kit.card(
      `unit:${unit}:${input.viewer}`,
      `back:${input.viewer}`,
      x,
      0.6 + (selected ? 0.45 : 0) - (dim ? 0.35 : 0),
      layout.handZ - (selected ? 0.7 : 0),
      0,
    );
    m.rotation.x = -0.35;
    out.pickable(m, `hand-${k}`, { pick: 'hand', index: k, unit });
    out.alias(`hand-${unit}`, m);
    if (selected) {
      const g = new THREE.Mesh(kit.plane, kit.colour('#ffd54a', 0.85));
      g.rotation.x = -Math.PI / 2;
      g.scale.set(CARD + 0.35, CARD + 0.35, 1);
      g.position.y = -CARD_T;
      m.add(g);
    }
    out.add(m);
  });
  const n = input.handSizes[far];
  for (let k = 0; k < n; k++) {
    const x = (k - (n - 1) / 2) * (CARD * 0.55);
    out.add(
      kit.card(`back:${far}`, `back:${far}`, x, CARD_T / 2 + k * CARD_T, layout.oppHandZ, Math.PI),
    );
  }
}

export function drawPiles(
  kit: Hill218Kit,
  out: SceneSink,
  input: SceneInput,
  layout: SideLayout,
  v: Seat,
  far: Seat,
): void {
  const lz = CARD / 2 + 0.7;
  // Own deck right of the hand, own Air Strikes left; the other seat's mirrored on the far edge.
  const sides: { seat: Seat; deckX: number; airX: number; z: number; dir: 1 | -1 }[] = [
    { seat: v, deckX: layout.rightX, airX: layout.leftX, z: layout.handZ, dir: 1 },
    { seat: far, deckX: layout.leftX, airX: layout.rightX, z: layout.oppHandZ, dir: -1 },
  ];
  for (const s of sides) {
    const turn = s.seat === v ? 0 : Math.PI;
    const deck = Math.min(input.deckSizes[s.seat], 24);
    for (let i = 0; i < deck; i++) {
      const m = kit.card(
        `back:${s.seat}`,
        `back:${s.seat}`,
        s.deckX,
        CARD_T / 2 + i * CARD_T,
        s.z,
        turn,
      );
      if (i === deck - 1) m.name = `deck-${s.seat}`;
      out.add(m);
    }
    out.add(kit.label(input.labels.deck[s.seat], s.deckX, s.z + s.dir * lz));
    const lostX = s.deckX + Math.sign(s.deckX) * (CARD + 0.4);
    if (input.discards[s.seat] > 0) {
      for (let i = 0; i < Math.min(input.discards[s.seat], 12); i++)
        out.add(
          kit.card(
            `back:${s.seat}`,
            `back:${s.seat}`,
            lostX,
            CARD_T / 2 + i * CARD_T,
            s.z,
            turn + 0.25,
          ),
        );
      out.add(kit.label(input.labels.lost[s.seat], lostX, s.z + s.dir * lz, 0.6));
    }
    const air = input.airStrikes[s.seat];
    const mine = s.seat === v;
    for (let i = 0; i < air; i++) {
      const m = kit.card(
        `air:${s.seat}`,
        `back:${s.seat}`,
        s.airX - i * 0.5 * Math.sign(s.airX),
        CARD_T / 2 + i * CARD_T,
        s.z,
        turn,
      );
      if (mine && input.canStrike && i === air - 1) out.pickable(m, 'air', { pick: 'air' });
      out.add(m);
    }
    if (mine && input.canStrike)
      out.add(
        kit.patch(
          s.airX - (air - 1) * 0.25 * Math.sign(s.airX),
          s.z,
          CARD + 0.6 + (air - 1) * 0.5,
          CARD + 0.6,
          input.strikeArmed ? '#ff7a1a' : '#ffd54a',
          0.7,
        ),
      );
    out.add(kit.label(input.labels.air[s.seat], s.airX, s.z + s.dir * lz));
  }
}
