/**
 * Aiming with a real hand: a drag's haste (slow and short is careful, fast or far is hurried,
 * always within 0-1), the landing zone the aim shows instead of a point (the rules' own spread,
 * growing with haste; none with a steady hand), the move carrying its haste, and the overlay
 * drawing the zone in place of the rest point.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { landingZone } from '../../../src/games/discwars/dexterity.ts';
import type { DiscWarsView } from '../../../src/games/discwars/index.ts';
import { AimOverlay } from '../../../src/render/discwars/aim-overlay.ts';
import { eventText } from '../../../src/ui/tables/discwars/event-text.ts';
import { DragHaste, hasteOf, withHaste, zoneOf } from '../../../src/ui/tables/discwars/hand-aim.ts';

const real = { hand: 'real' } as DiscWarsView;
const steady = {} as DiscWarsView;

describe('a drag’s haste', () => {
  it('is 0 for a slow short drag, 1 for a fast or very long one, and bounded', () => {
    expect(hasteOf(2, 1, 1.5, 1.75)).toBe(0);
    expect(hasteOf(12, 0.5, 3, 1.75)).toBe(1);
    expect(hasteOf(3, 1, 5 * 1.75, 1.75)).toBe(1);
    expect(hasteOf(12, 1, 2, 1.75)).toBe(0.5);
    expect(hasteOf(1000, 0, 1000, 1.75)).toBe(1);
    expect(hasteOf(0, 0, 0, 1.75)).toBe(0);
  });

  it('follows a drag: the path over the time it took, and how far it reached', () => {
    const d = new DragHaste({ x: 10, y: 10 });
    d.begin({ x: 10.2, y: 10 }, 1000);
    d.move({ x: 10.2, y: 12 });
    d.move({ x: 10.2, y: 14 });
    // 4 in in 0.2 s is hurried; the same drag held for 2 s before letting go is careful.
    expect(d.haste(1200, 2)).toBe(1);
    expect(d.haste(3000, 2)).toBe(0);
    // Pulled out past two diameters of a smaller disc, it is a little hurried however slow.
    expect(d.haste(3000, 1.75)).toBe(0.1);
  });
});

describe('the log after a real-hand flip', () => {
  it('tells the hand’s error once the flip is made, and nothing for a steady flip', () => {
    const t = (key: string, p: Record<string, string | number> = {}) =>
      `${key}${Object.entries(p)
        .map(([k, v]) => `|${k}=${v}`)
        .join('')}`;
    const flip = { kind: 'flip', disc: 'a1', liesOn: [], stopped: false, landingSpeed: 1 } as const;
    expect(eventText(flip, t, (id) => id)).toBe('dw.ev.flipOpen|disc=a1');
    const real = eventText({ ...flip, error: { tip: -0.05, slip: 0.123 } }, t, (id) => id);
    expect(real).toBe(
      'dw.ev.flipOpen|disc=a1dw.ev.hand|deg=2.9|side=dw.ev.hand.right|inches=0.12|way=dw.ev.hand.long',
    );
  });
});

describe('the landing zone', () => {
  it('is none with a steady hand, the rules’ spread with a real one, growing with haste', () => {
    expect(zoneOf(steady, 2, 1)).toBeNull();
    expect(zoneOf(real, 2, 0)).toEqual(landingZone(2, 0));
    const careful = zoneOf(real, 2, 0);
    const hurried = zoneOf(real, 2, 1);
    if (!careful || !hurried) throw new Error('no zone');
    expect(hurried.along).toBeGreaterThan(3 * careful.along);
    expect(hurried.across).toBeGreaterThan(3 * careful.across);
  });

  it('the played move carries the haste only with a real hand', () => {
    const m = { type: 'flip', disc: 'a1', direction: 1 } as const;
    expect(withHaste(real, m, 0.4)).toEqual({ ...m, haste: 0.4 });
    expect(withHaste(steady, m, 0.4)).toEqual(m);
  });

  it('the overlay draws the zone instead of the rest point', () => {
    const overlay = new AimOverlay((v, out) => (out ?? new THREE.Vector3()).set(v.x, v.z, -v.y));
    const base = {
      centre: { x: 10, y: 10, z: 0.04 },
      diameter: 2,
      direction: Math.PI / 2,
      kind: 'open' as const,
    };
    overlay.draw({ ...base, rest: { x: 10, y: 12, z: 0.04 } });
    expect(overlay.anchorOf('aim-rest')).not.toBeNull();
    expect(overlay.anchorOf('aim-zone')).toBeNull();
    const meshes = overlay.group.children.length;
    overlay.draw({ ...base, rest: null, zone: landingZone(2, 1) });
    expect(overlay.anchorOf('aim-rest')).toBeNull();
    const zone = overlay.anchorOf('aim-zone');
    // Centred on the ideal landing, one diameter on.
    expect(zone?.x).toBeCloseTo(10);
    expect(zone?.z).toBeCloseTo(-12);
    expect(overlay.group.children.length).toBeGreaterThan(meshes);
    // The outline reaches the rim's likely extent along the flip.
    const outline = overlay.group.children.find((o) => o instanceof THREE.LineLoop);
    const pts = (outline as THREE.LineLoop).geometry.getAttribute('position');
    let far = 0;
    for (let i = 0; i < pts.count; i++) far = Math.max(far, Math.hypot(pts.getX(i), pts.getY(i)));
    expect(far).toBeCloseTo(1 + landingZone(2, 1).along, 2);
    overlay.dispose();
  });
});
