/**
 * The missile drop, simulated as the rules describe it: the counters lie on a spare disc (the
 * carrier, a kinematic body) held level at least 12 in above the target, which is then tipped to
 * vertical so they slide off and fall; the counters are dynamic bodies with CCD. The seed decides
 * the human imprecision: the point the player aims the counters at (normal round the target's
 * centre — the player aims the counters, so the carrier is held back from that point by the
 * counters' mean travel along the tip), the tip direction and where each counter lies on the
 * carrier. Light card counters fall through air (drop-model.ts: the model's version decides how
 * the air acts and how wide the aim errs). Hits are read from what each counter finally rests on.
 * The model and its measured hit chances: docs/discwars-drop.md.
 */
import type { GameError, Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type {
  CounterLanding,
  DropDraws,
  DropOutcome,
  DropRequest,
  PiecePose,
  TableState,
} from '../games/discwars/physics-port.ts';
import { FrameRecorder } from './frames.ts';
import { liesOnOf } from './liesOn.ts';
import { applyFaceDrag, DROP_MODELS, isDropModel, LATEST_DROP_MODEL } from './drop-model.ts';
import { axisAngle, IDENTITY } from './quat.ts';
import type { Rapier } from './rapier.ts';
import * as U from './units.ts';
import { inRegion } from './region.ts';
import { proximityWaker } from './wake.ts';
import {
  TableWorld,
  thicknessIn,
  validateTable,
  type BuildOptions,
  type PieceBody,
} from './world.ts';

export const CARRIER_ID = '#carrier';
/** Simulated seconds to tip the carrier from level to vertical, then to hold it there. */
const TIP_S = 0.25;
const HOLD_S = 0.5;
/** Below this height (cm) a counter has left the table over its edge. */
const LOST_CM = -10;
/** Pieces within this many inches of the aim point are simulated (counters rarely bounce far). */
const REGION_IN = 6;
/** Pieces are woken once a moving piece is this close (cm): 400 cm/s × dt plus prediction. */
const WAKE_MARGIN_CM = 6;

export function dropCounters(
  R: Rapier,
  table: TableState,
  req: DropRequest,
): Result<DropOutcome, GameError> {
  const valid = validateTable(table);
  if (!valid.ok) return valid;
  const target = table.pieces.find((p) => p.id === req.targetId);
  if (!target)
    return err('drop/unknown-target', `There is no disc "${req.targetId}" on the table.`);
  if (target.kind !== 'creature' && target.kind !== 'spell')
    return err('drop/not-a-disc', 'Missiles are dropped on creature or spell discs.');
  const height = req.height ?? U.DROP_MIN_HEIGHT_IN;
  if (!(height >= U.DROP_MIN_HEIGHT_IN && height <= 48))
    return err('drop/too-low', 'The carrier must be held at least 12 in above the target.');
  const ids = new Set(table.pieces.map((p) => p.id));
  if (req.counterIds.length === 0 || req.counterIds.length > 12)
    return err('drop/counters', 'Drop between 1 and 12 counters.');
  for (const id of req.counterIds) {
    if (ids.has(id) || id === CARRIER_ID)
      return err('drop/duplicate-id', `The id "${id}" is already on the table.`);
    ids.add(id);
  }

  const model = req.replay ? (req.replay.model ?? 1) : (req.model ?? LATEST_DROP_MODEL);
  if (!isDropModel(model)) return err('drop/model', 'The drop model is 1 or 2.');
  const rng = new Rng(req.rng);
  const carrierZ = target.position.z + thicknessIn(target) / 2 + height;
  let draws: DropDraws;
  if (req.replay) {
    const bad = replayError(req.replay, req.counterIds, carrierZ);
    if (bad) return err('drop/bad-replay', bad);
    draws = req.replay;
  } else draws = drawDrop(rng, target, req.counterIds, carrierZ, model);
  // Simulated: the pieces round the point the counters come down at.
  const { aim, tipDirection } = draws;
  const offset = DROP_MODELS[model].releaseOffsetIn;
  const centre = {
    x: aim.x + offset * Math.cos(tipDirection),
    y: aim.y + offset * Math.sin(tipDirection),
  };
  return inRegion(table, centre, REGION_IN, (only, guard) =>
    simulateDrop(R, table, req, { draws, carrierZ, rng }, { only, guard }),
  );
}

/** The generator's part of a drop: aim error, tip direction, where the counters lie. */
function drawDrop(
  rng: Rng,
  target: PiecePose,
  counterIds: readonly string[],
  carrierZ: number,
  model: 1 | 2,
): DropDraws {
  const { aimSigmaIn, releaseOffsetIn } = DROP_MODELS[model];
  const aimed = {
    x: target.position.x + rng.normal(0, aimSigmaIn),
    y: target.position.y + rng.normal(0, aimSigmaIn),
  };
  const tipDirection = rng.next() * 2 * Math.PI;
  // The carrier is held back from the aimed point, against the tip, by the counters' mean travel.
  const aim = {
    x: aimed.x - releaseOffsetIn * Math.cos(tipDirection),
    y: aimed.y - releaseOffsetIn * Math.sin(tipDirection),
  };
  const reach = U.CARRIER_DIAMETER_IN / 2 - U.COUNTER_SIDE_IN * Math.SQRT1_2;
  const placed: PiecePose[] = counterIds.map((id) => {
    const r = reach * Math.sqrt(rng.next());
    const phi = rng.next() * 2 * Math.PI;
    const yaw = rng.next() * 2 * Math.PI;
    return {
      id,
      kind: 'counter',
      diameter: U.COUNTER_SIDE_IN,
      position: {
        x: aim.x + r * Math.cos(phi),
        y: aim.y + r * Math.sin(phi),
        z: carrierZ + (U.DISC_THICKNESS_IN + U.COUNTER_THICKNESS_IN) / 2 + 0.001,
      },
      orientation: axisAngle({ x: 0, y: 0, z: 1 }, yaw),
    };
  });
  return model === 1 ? { aim, tipDirection, placed } : { aim, tipDirection, placed, model };
}

/** Why `d` cannot be the draws of a drop of `counterIds` from `carrierZ`, or null. */
function replayError(d: DropDraws, counterIds: readonly string[], carrierZ: number): string | null {
  const finite = (...xs: number[]): boolean => xs.every((x) => Number.isFinite(x));
  if (!finite(d.aim.x, d.aim.y, d.tipDirection)) return 'The replayed aim is not a number.';
  if (d.placed.length !== counterIds.length) return 'The replay has the wrong number of counters.';
  const reach = U.CARRIER_DIAMETER_IN / 2;
  for (const [i, p] of d.placed.entries()) {
    if (p.id !== counterIds[i] || p.kind !== 'counter') return 'The replayed counters differ.';
    const { x, y, z } = p.position;
    if (!finite(x, y, z) || Math.hypot(x - d.aim.x, y - d.aim.y) > reach)
      return 'A replayed counter does not lie on the carrier.';
    if (Math.abs(z - carrierZ) > 1) return 'A replayed counter is not at the carrier’s height.';
  }
  return null;
}

interface DropSetup {
  readonly draws: DropDraws;
  readonly carrierZ: number;
  readonly rng: Rng;
}

function simulateDrop(
  R: Rapier,
  table: TableState,
  req: DropRequest,
  { draws, carrierZ, rng }: DropSetup,
  opts: BuildOptions,
): Result<DropOutcome, GameError> {
  // The table's pieces sleep (a resting disc costs a step its contacts) and are woken, between
  // two steps, when a moving piece comes near (see wake.ts).
  const { aim, tipDirection, placed } = draws;
  const w = new TableWorld(R, table, { ...opts, asleep: true });
  const wake = proximityWaker(w, WAKE_MARGIN_CM);
  try {
    const carrier = w.world.createRigidBody(
      R.RigidBodyDesc.kinematicPositionBased()
        .setTranslation(U.toCm(aim.x), U.toCm(aim.y), U.toCm(carrierZ))
        .setRotation(IDENTITY),
    );
    w.world.createCollider(
      R.ColliderDesc.cylinder(U.toCm(U.DISC_THICKNESS_IN) / 2, U.toCm(U.CARRIER_DIAMETER_IN) / 2)
        .setRotation({ x: Math.SQRT1_2, y: 0, z: 0, w: Math.SQRT1_2 })
        .setFriction(U.CARD_FRICTION)
        .setRestitution(U.CARD_RESTITUTION),
      carrier,
    );
    const air = DROP_MODELS[draws.model ?? 1];
    const counters: PieceBody[] = placed.map((p) => w.add(p, false));
    for (const c of counters) {
      c.body.setLinearDamping(air.linearDamping);
      for (const k of c.colliders) k.setFriction(air.friction);
    }
    const frames = new FrameRecorder(w);
    frames.extras.push({ id: CARRIER_ID, body: carrier });
    // The rim in the tip direction goes down: a positive turn about z × d.
    const axis = { x: -Math.sin(tipDirection), y: Math.cos(tipDirection), z: 0 };
    const lost = new Set<string>();
    const onStep = (): void => {
      frames.sample(w.time);
      for (const c of counters) {
        if (lost.has(c.pose.id) || c.body.translation().z > LOST_CM) continue;
        lost.add(c.pose.id);
        c.body.setEnabled(false);
      }
    };
    // Once tipped and every counter has fallen clear below it (none bounces back up a foot), the
    // carrier plays no further part: the table may be found at rest before the hold is over.
    const clearBelow = U.toCm(carrierZ - U.CARRIER_DIAMETER_IN / 2 - U.COUNTER_SIDE_IN) - 1;
    const allBelow = (): boolean =>
      counters.every((c) => lost.has(c.pose.id) || c.body.translation().z < clearBelow);
    let carrierGone = false;
    let clear = false;
    const limit = U.DROP_SETTLE_LIMIT_S;
    let settledAt: number | null = null;
    while (w.time < limit) {
      if (!carrierGone) {
        const s = Math.min(1, (w.time + U.DT) / TIP_S);
        carrier.setNextKinematicRotation(axisAngle(axis, (s * Math.PI) / 2));
      }
      wake();
      applyFaceDrag(counters, air.faceDrag);
      w.step();
      onStep();
      if (!carrierGone && w.time >= TIP_S + HOLD_S) {
        w.world.removeRigidBody(carrier);
        frames.extras.length = 0;
        carrierGone = true;
      }
      if (!carrierGone && !(w.time >= TIP_S && (clear || (clear = allBelow())))) continue;
      if (w.atRest()) {
        settledAt = w.time;
        break;
      }
    }
    if (settledAt === null)
      return err('drop/unsettled', 'The counters did not come to rest in time.', { limit });
    // A counter whose centre ended beyond the table's edge (balanced on the edge, or still
    // tumbling over it when the rest was found) has left the table: it falls off.
    const W = U.toCm(table.width);
    const D = U.toCm(table.depth);
    for (const c of counters) {
      const t = c.body.translation();
      if (t.x < 0 || t.y < 0 || t.x > W || t.y > D || t.z < 0) lost.add(c.pose.id);
    }
    for (const id of lost) w.remove(w.byId.get(id) as PieceBody);
    const landings = new Map<string, CounterLanding>();
    const hitsOf = (c: PieceBody, seen: Set<string>): string[] => {
      const out: string[] = [];
      for (const id of liesOnOf(w, c)) {
        const under = w.byId.get(id);
        if (!under || seen.has(id)) continue;
        seen.add(id);
        if (under.pose.kind === 'creature' || under.pose.kind === 'spell') out.push(id);
        else if (under.pose.kind === 'counter') out.push(...hitsOf(under, seen));
      }
      return out;
    };
    for (const c of counters) {
      const id = c.pose.id;
      if (lost.has(id)) {
        landings.set(id, { id, restsOn: [], hits: [], offTable: true });
        continue;
      }
      const hits = [...new Set(hitsOf(c, new Set([id])))];
      landings.set(id, { id, restsOn: liesOnOf(w, c), hits, offTable: false });
    }
    return ok({
      table: w.readTable(),
      counters: req.counterIds.map((id) => landings.get(id) as CounterLanding),
      draws,
      settledAfter: settledAt,
      carrierId: CARRIER_ID,
      frames: frames.frames,
      rng: rng.state(),
    });
  } finally {
    w.free();
  }
}
