/**
 * Units and physical constants. Everything outside `src/physics` is in inches; inside, Rapier works
 * in centimetres (discs are 4–10 cm across, 0.2 cm thick), which keeps its tolerances — scaled by
 * `LENGTH_UNIT` — well below the 0.005 in the tests ask for, and gravity a round 981 cm/s².
 */

export const CM_PER_IN = 2.54;

export function toCm(inches: number): number {
  return inches * CM_PER_IN;
}

export function toIn(cm: number): number {
  return cm / CM_PER_IN;
}

/** Rapier's length-unit hint: its default tolerances are for metre-sized bodies; ours are ~5 cm. */
export const LENGTH_UNIT = 1;
export const GRAVITY_CM = 981;
/** How far ahead (cm) contacts are predicted; see TableWorld. */
export const CONTACT_PREDICTION_CM = 0.5;
/** Fixed step: 1/120 s keeps a falling counter's travel per step small next to CCD's work. */
export const DT = 1 / 120;

/** Decision (docs/rules/discwars.md): card discs are 0.08 in thick, counters 0.5 × 0.5 × 0.04 in. */
export const DISC_THICKNESS_IN = 0.08;
export const COUNTER_SIDE_IN = 0.5;
export const COUNTER_THICKNESS_IN = 0.04;
export const CREATURE_DIAMETERS_IN = [1.75, 2.0, 2.5, 3.5, 4.0] as const;

/** Cardboard, g/cm³. Mass only matters relatively; the solver is mass-ratio sensitive, not scale. */
export const CARDBOARD_DENSITY = 0.7;
/** Felt-like table cloth: grippy, dead. */
export const TABLE_FRICTION = 0.7;
export const TABLE_RESTITUTION = 0.05;
export const CARD_FRICTION = 0.5;
export const CARD_RESTITUTION = 0.1;
/**
 * A light card chit flutters as it falls: air drag modelled as linear and angular damping (1/s);
 * drop model 2 replaces the linear part with the air's push on the card's face (drop-model.ts).
 */
export const COUNTER_AIR_DAMPING = 1;
/**
 * Contact skin (cm) of a counter's box: Rapier keeps this gap between it and what it touches.
 * Why: a body that is one cuboid meets the table or another counter through a single four-corner
 * manifold, and Rapier's solver lets such a body settle 0.012 cm (0.005 in) into what it rests on
 * whatever its mass, the contact frequency, the step or the iterations (measured; a compound of
 * four boxes sinks 0.001 cm, a disc of 17 pieces 0.0005 cm, but a compound counter catches
 * another counter's edge in its seams). Under a stack of counters the sink adds up: 11 of 1,000
 * fuzzed drops ended with two counters, or a counter and the felt, 0.02–0.035 in deep. With this
 * skin the sink is taken up by the gap the solver aims for: the same 1,000 drops end at most
 * 0.019 in deep, and a lone counter rests 0.002 cm into the felt instead of 0.012 cm.
 */
export const COUNTER_CONTACT_SKIN_CM = 0.01;
/** Table slab thickness (cm): thick so nothing tunnels through it. */
export const TABLE_THICKNESS_CM = 5;

/** Minimum carrier height above the target's top (rules: at least 12 in). */
export const DROP_MIN_HEIGHT_IN = 12;
/**
 * Drop model 1's horizontal aim error σ of the counters' release point (docs/discwars-drop.md; model
 * 2's is in drop-model.ts): a hand holding a card a foot above a disc lines up its edge with the
 * disc's centre to within about 2 cm.
 */
export const AIM_SIGMA_IN = 0.75;
/**
 * Drop model 1: how far (in, along the tip direction) from the carrier's centre the counters come
 * down on average: they slide to the lowering rim and leave it moving outwards (measured over 150
 * drops of the tip in this simulation: 2.05 in along the tip, 0.47 in across). A player aims the
 * counters, so the carrier is held this far back from the point aimed at.
 */
export const RELEASE_OFFSET_IN = 2;
/** The spare disc used as the carrier. */
export const CARRIER_DIAMETER_IN = 2.5;

/** Simulated-time limits for settling. */
export const FLIP_SETTLE_LIMIT_S = 4;
export const DROP_SETTLE_LIMIT_S = 8;
export const SETTLE_LIMIT_S = 10;
/**
 * A table still moving this long into a settle is a pile the solver keeps jittering; its pieces
 * then get this much damping (1/s) so it comes to rest (see TableWorld.damp).
 */
export const SETTLE_ASSIST_AFTER_S = 1.5;
export const SETTLE_ASSIST_DAMPING = 20;
