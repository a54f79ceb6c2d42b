/**
 * Pin marks on the Disc Wars table: a stack otherwise reads as one blob. A pinned disc (another
 * disc lies on it) gets a dashed violet outline of its whole rim, drawn over everything so the
 * part under its pinner shows too (a line or a chit over the pinner would cover its face's stats).
 * Which disc pins which comes from the view's lies-on, the engine's own record; this module only
 * draws it (geometries and materials come from the scene's kit and are freed with it).
 */
import * as THREE from 'three';
import type { DiscWarsView } from '../../games/discwars/index.ts';
import type { MeshKit } from './kit.ts';

export const PIN_COLOUR = '#c070ff';
const DASHES = 12;
/** Above the discs' tops, so the mark lies over the stack. */
const LIFT = 0.05;

/** Each pinned disc on the table, with the discs lying on it (pinners), in table order. */
export function pinsOf(v: DiscWarsView): Map<string, string[]> {
  const onTable = new Set(v.discs.filter((d) => d.where === 'table').map((d) => d.id));
  const pins = new Map<string, string[]>();
  for (const d of v.discs) {
    if (!onTable.has(d.id)) continue;
    for (const under of v.liesOn[d.id] ?? []) {
      if (!onTable.has(under)) continue;
      const list = pins.get(under) ?? [];
      list.push(d.id);
      pins.set(under, list);
    }
  }
  return pins;
}

/**
 * The mark of one pinned disc: `centre` is its top (scene units), `r` its radius, `pinners` the
 * tops of the discs lying on it (the mark lies above them). The caller adds the objects.
 */
export function pinMark(
  kit: MeshKit,
  centre: THREE.Vector3,
  r: number,
  pinners: readonly THREE.Vector3[],
): THREE.Object3D[] {
  const out: THREE.Object3D[] = [];
  const top = Math.max(centre.y, ...pinners.map((p) => p.y)) + LIFT;
  const ringMat = kit.material(
    'pin|ring',
    () =>
      new THREE.MeshBasicMaterial({
        color: PIN_COLOUR,
        side: THREE.DoubleSide,
        forceSinglePass: true,
        depthTest: false,
        depthWrite: false,
        transparent: true,
        opacity: 0.95,
      }),
  );
  const step = (Math.PI * 2) / DASHES;
  const dash = kit.geometry(
    `pin|dash|${r.toFixed(3)}`,
    () => new THREE.RingGeometry(r + 0.03, r + 0.22, 8, 1, 0, step * 0.6),
  );
  for (let i = 0; i < DASHES; i++) {
    const m = new THREE.Mesh(dash, ringMat);
    m.rotation.set(-Math.PI / 2, 0, i * step);
    m.position.set(centre.x, top, centre.z);
    m.renderOrder = 4;
    out.push(m);
  }
  return out;
}
