/**
 * Disc Wars physics bench: step time of the default battle table (two 150-point armies, terrain,
 * 9 falling counters) in Rapier and, for the same scene, cannon-es (ratio); time to resolve a flip
 * and a 3-counter drop, with heap use; hit rates per counter for isolated targets of each diameter
 * and the friendly-fire rate for a target in a tight group. PHYSICS_BENCH_DROPS sets the drops per
 * row (default 1000; lower it to keep the suite short).
 */
import * as CANNON from 'cannon-es';
import {
  collectGarbage,
  fmtSamples,
  summarize,
  timeMs,
  type Figure,
  type Samples,
} from '../harness.ts';
import { Rng, seedRng } from '../../src/core/rng.ts';
import type { PiecePose, TableState } from '../../src/games/discwars/physics-port.ts';
import { discPhysics } from '../../src/physics/index.ts';
import { loadRapier } from '../../src/physics/rapier.ts';
import { battleTable, flatDisc } from '../../src/physics/scenes.ts';
import { toCm } from '../../src/physics/units.ts';
import { TableWorld } from '../../src/physics/world.ts';

const DROPS = Number(process.env['PHYSICS_BENCH_DROPS'] ?? 1000);

/**
 * Median process CPU time per call (ms). On a shared machine wall time also counts the time this
 * process waited for a core; CPU time is what the call itself costs.
 */
function cpuMs(fn: () => void, runs: number): Samples {
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    fn();
    const c = process.cpuUsage(c0);
    xs.push((c.user + c.system) / 1000);
  }
  return summarize(xs);
}

function withCounters(t: TableState): TableState {
  const counters: PiecePose[] = [];
  for (let i = 0; i < 9; i++)
    counters.push({
      id: `c${i}`,
      kind: 'counter',
      diameter: 0.5,
      position: { x: 8 + i * 2.2, y: 10 + (i % 3), z: 12 },
      orientation: { x: 0, y: 0, z: 0, w: 1 },
    });
  return { ...t, pieces: [...t.pieces, ...counters] };
}

function cannonStep(t: TableState): number {
  const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, -981) });
  const table = new CANNON.Body({
    mass: 0,
    shape: new CANNON.Box(new CANNON.Vec3(toCm(18), toCm(18), 2.5)),
  });
  table.position.set(toCm(18), toCm(18), -2.5);
  world.addBody(table);
  const flat = new CANNON.Quaternion();
  flat.setFromAxisAngle(new CANNON.Vec3(1, 0, 0), Math.PI / 2);
  for (const p of t.pieces) {
    const r = toCm(p.diameter) / 2;
    const h = p.kind === 'counter' ? 0.1 : p.kind === 'terrain' ? toCm(p.height ?? 1) : 0.2;
    const dynamic = p.kind === 'creature' || p.kind === 'counter';
    const shape =
      p.kind === 'counter'
        ? new CANNON.Box(new CANNON.Vec3(r, r, h / 2))
        : new CANNON.Cylinder(r, r, h, 24);
    const b = new CANNON.Body({ mass: dynamic ? 0.7 * Math.PI * r * r * h : 0 });
    // cannon's cylinder axis is y; turn it to z like ours.
    b.addShape(shape, new CANNON.Vec3(), p.kind === 'counter' ? new CANNON.Quaternion() : flat);
    b.position.set(toCm(p.position.x), toCm(p.position.y), toCm(p.position.z));
    world.addBody(b);
  }
  for (let i = 0; i < 30; i++) world.step(1 / 120);
  return timeMs(() => world.step(1 / 120), { warmup: 10, runs: 200 }).median;
}

function hitRates(physics: ReturnType<typeof discPhysics>): Figure[] {
  const rows: Figure[] = [];
  for (const d of [1.75, 2, 2.5, 3.5, 4, 4.1]) {
    const t: TableState = { width: 36, depth: 36, pieces: [flatDisc('t', d, 18, 18)] };
    let hits = 0;
    let n = 0;
    for (let i = 0; i < DROPS; i++) {
      const r = physics.drop(t, { targetId: 't', counterIds: ['m'], rng: seedRng(i) });
      if (!r.ok) continue;
      n++;
      if (r.value.counters[0]?.hits.includes('t')) hits++;
    }
    rows.push({
      figure: `hit rate, isolated ${d} in target`,
      value: `${((100 * hits) / Math.max(1, n)).toFixed(1)} %`,
      detail: `${n} settled of ${DROPS} drops`,
    });
  }
  // A 2 in target in a tight ring of six friends, 0.1 in apart.
  const ring: PiecePose[] = [flatDisc('t', 2, 18, 18)];
  for (let k = 0; k < 6; k++)
    ring.push(
      flatDisc(
        `f${k}`,
        2,
        18 + 2.1 * Math.cos((k * Math.PI) / 3),
        18 + 2.1 * Math.sin((k * Math.PI) / 3),
      ),
    );
  const group: TableState = { width: 36, depth: 36, pieces: ring };
  let target = 0;
  let friendly = 0;
  let n = 0;
  for (let i = 0; i < DROPS; i++) {
    const r = physics.drop(group, { targetId: 't', counterIds: ['m'], rng: seedRng(i) });
    if (!r.ok) continue;
    n++;
    const h = r.value.counters[0]?.hits ?? [];
    if (h.includes('t')) target++;
    if (h.some((x) => x !== 't')) friendly++;
  }
  rows.push({
    figure: 'tight group: target hit rate',
    value: `${((100 * target) / Math.max(1, n)).toFixed(1)} %`,
    detail: `${n} settled of ${DROPS}`,
  });
  rows.push({
    figure: 'tight group: friendly-fire rate',
    value: `${((100 * friendly) / Math.max(1, n)).toFixed(1)} %`,
    detail: 'counter hit a disc other than the target',
  });
  return rows;
}

export async function run(): Promise<Figure[]> {
  const R = await loadRapier();
  const physics = discPhysics(R);
  const scene = withCounters(battleTable());
  const w = new TableWorld(R, scene, { asleep: false });
  for (let i = 0; i < 30; i++) w.step();
  const step = timeMs(() => w.step(), { warmup: 10, runs: 200 });
  w.free();
  const cannon = cannonStep(scene);
  const table = battleTable();
  collectGarbage();
  const heap0 = process.memoryUsage().heapUsed;
  const rss0 = process.memoryUsage().rss;
  const flipOnce = (): void => void physics.flip(table, { discId: 's4', direction: Math.PI / 2 });
  const flip = timeMs(flipOnce, { warmup: 5, runs: 25 });
  const flipCpu = cpuMs(flipOnce, 25);
  const rng = Rng.fromSeed(7);
  const dropOnce = (): void =>
    void physics.drop(table, {
      targetId: 'n5',
      counterIds: ['a', 'b', 'c'],
      rng: seedRng(rng.nextU32()),
    });
  const drop = timeMs(dropOnce, { warmup: 5, runs: 25 });
  const dropCpu = cpuMs(dropOnce, 25);
  collectGarbage();
  const heapMb = (process.memoryUsage().heapUsed - heap0) / 2 ** 20;
  const rssMb = (process.memoryUsage().rss - rss0) / 2 ** 20;
  return [
    {
      figure: 'step, 28 discs + terrain + 9 falling counters (Rapier)',
      value: fmtSamples(step, 'ms', 3),
    },
    {
      figure: 'step, same scene (cannon-es)',
      value: `${cannon.toFixed(3)} ms`,
      detail: `cannon-es / Rapier = ${(cannon / step.median).toFixed(2)}`,
    },
    { figure: 'resolve one flip (battle table)', value: fmtSamples(flip, 'ms') },
    {
      figure: 'resolve one flip, CPU time',
      value: fmtSamples(flipCpu, 'ms'),
      detail: 'process CPU per call: what the flip costs when the machine is shared',
    },
    { figure: 'resolve one drop of 3 counters', value: fmtSamples(drop, 'ms') },
    { figure: 'resolve one drop of 3 counters, CPU time', value: fmtSamples(dropCpu, 'ms') },
    {
      figure: 'memory growth over those 110 flips and drops',
      value: `JS heap ${heapMb.toFixed(1)} MB, process ${rssMb.toFixed(1)} MB`,
      detail:
        'after a full gc; the process figure includes Rapier’s WebAssembly memory, freed per world',
    },
    ...hitRates(physics),
  ];
}
