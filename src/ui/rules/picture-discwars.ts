/**
 * Disc Wars' rules pictures: the rules example of a flip onto an enemy, before (the disc and where
 * the flip lands it) and after (the physics' own landing: the disc lies on the enemy and pins it),
 * drawn by the Disc Wars table scene. It needs the physics, so it is loaded only for that page.
 */
import * as THREE from 'three';
import { RULE_EXAMPLES } from '../../games/discwars/examples.ts';
import type { DiscWarsModule, DiscWarsView } from '../../games/discwars/index.ts';
import { DiscWarsScene, type SceneInput } from '../../render/discwars/scene.ts';
import { loadDiscWarsModule } from '../physics-load/discwars-module.ts';
import type { PictureScene } from './picture-render.ts';

const NORTH = Math.PI / 2;

async function example(): Promise<{ mod: DiscWarsModule; view: DiscWarsView }> {
  const mod = await loadDiscWarsModule();
  const ex = RULE_EXAMPLES.find((e) => e.id === 'flip-attack');
  const s = mod.def.fromSetup(ex?.setup);
  if (!s.ok) throw new Error(s.error.message);
  return { mod, view: mod.def.view(s.value, 0) };
}

function picture(view: DiscWarsView, extra: Partial<SceneInput>): PictureScene {
  const scene = new DiscWarsScene();
  scene.draw({ view, marks: new Map(), ghosts: [], tape: null, ring: null, facing: 0, ...extra });
  const a = scene.toScene({ x: 7, y: 3.5, z: 0 });
  const b = scene.toScene({ x: 13, y: 12.5, z: 0.3 });
  return {
    object: scene.group,
    focus: new THREE.Box3(a.clone().min(b), a.clone().max(b)),
    from: [0, 1.5, 1],
    dispose: () => scene.dispose(),
  };
}

/** Before: the moving disc (marked) and the landing of a flip north, onto the enemy disc. */
export async function discWarsFlip(): Promise<PictureScene> {
  const { view } = await example();
  const disc = view.table.pieces.find((p) => p.id === 'a1');
  if (!disc) throw new Error('no disc a1');
  const at = disc.position;
  return picture(view, {
    marks: new Map([['a1', 'moving' as const]]),
    ghosts: [{ direction: NORTH, x: at.x, y: at.y + disc.diameter, diameter: disc.diameter }],
  });
}

/** After: the table as the physics left it, the flipped disc lying on the enemy it pins. */
export async function discWarsPin(): Promise<PictureScene> {
  const { mod, view } = await example();
  const r = mod.physics.flip(view.table, { discId: 'a1', direction: NORTH });
  if (!r.ok) throw new Error(r.error.message);
  return picture({ ...view, table: r.value.table }, {});
}
