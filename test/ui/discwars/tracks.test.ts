/** Animation tracks: dense poses from the physics' sparse frames, read back by interpolation. */
import { describe, expect, it } from 'vitest';
import { buildTracks, POSE_LEN, TrackCursor } from '../../../src/render/discwars/tracks.ts';

const pose = (x: number, z = 0, angle = 0) => ({
  position: { x, y: 0, z },
  orientation: { x: Math.sin(angle / 2), y: 0, z: 0, w: Math.cos(angle / 2) },
});

const frames = [
  { t: 0.1, poses: [{ id: 'a', ...pose(1) }] },
  {
    t: 0.2,
    poses: [
      { id: 'a', ...pose(2, 0, Math.PI / 2) },
      { id: 'c', ...pose(9) },
    ],
  },
  { t: 0.3, poses: [{ id: 'a', ...pose(4, 0, Math.PI) }] },
];

describe('animation tracks', () => {
  const tracks = buildTracks(frames, new Map([['a', pose(0)]]));
  const out = new Float64Array(POSE_LEN);

  it('lists each moving piece once, holds a piece where it was, and knows its last frame', () => {
    expect(tracks.ids).toEqual(['a', 'c']);
    expect(tracks.duration).toBeCloseTo(0.3);
    expect([...tracks.last]).toEqual([2, 1]);
    // c has no start pose: it starts where it first appears, and stays there after.
    const cur = new TrackCursor(tracks);
    cur.seek(0.05);
    cur.pose(1, out);
    expect(out[0]).toBe(9);
    cur.seek(0.3);
    cur.pose(1, out);
    expect(out[0]).toBe(9);
    expect(cur.present(1)).toBe(false);
    expect(cur.present(0)).toBe(true);
  });

  it('interpolates positions linearly and orientations on the sphere, from the start pose on', () => {
    const cur = new TrackCursor(tracks);
    cur.seek(0.05);
    cur.pose(0, out);
    expect(out[0]).toBeCloseTo(0.5);
    cur.seek(0.15);
    cur.pose(0, out);
    expect(out[0]).toBeCloseTo(1.5);
    // Half-way between a quarter turn and none: an eighth of a turn about x, unit length.
    expect(out[3]).toBeCloseTo(Math.sin(Math.PI / 8));
    expect(out[6]).toBeCloseTo(Math.cos(Math.PI / 8));
    cur.seek(0.25);
    cur.pose(0, out);
    expect(out[0]).toBeCloseTo(3);
    expect(out[3]).toBeCloseTo(Math.sin((3 * Math.PI) / 8));
    cur.seek(5);
    cur.pose(0, out);
    expect(out[0]).toBe(4);
  });

  it('an empty recording holds everything at its start', () => {
    const empty = buildTracks([], new Map([['a', pose(3)]]));
    const cur = new TrackCursor(empty);
    cur.seek(1);
    expect(empty.ids).toEqual([]);
    expect(empty.duration).toBe(0);
    expect(cur.frame).toBe(-1);
  });
});
