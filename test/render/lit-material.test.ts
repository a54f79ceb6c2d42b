/**
 * Lit surfaces: the standard material on a GPU, Lambert in software (issue 25 item 6); and the
 * felt's baked light, which must be what three.js's Lambert shader computes for a surface facing up.
 */
import { readFileSync } from 'node:fs';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { isLit, litMaterial } from '../../src/render/lit-material.ts';
import { lightOnFlat, tableLights } from '../../src/render/table-lights.ts';

describe('litMaterial', () => {
  it('is the standard material on a GPU, with its roughness', () => {
    const m = litMaterial({ color: '#336699', roughness: 0.7 }, false);
    expect(m).toBeInstanceOf(THREE.MeshStandardMaterial);
    expect((m as THREE.MeshStandardMaterial).roughness).toBe(0.7);
    expect(m.color.getHexString()).toBe('336699');
    expect(isLit(m)).toBe(true);
  });

  it('is Lambert in software, keeping colour, texture and flat shading', () => {
    const map = new THREE.Texture();
    const m = litMaterial({ color: '#8a8a8a', map, roughness: 0.6, flatShading: true }, true);
    expect(m).toBeInstanceOf(THREE.MeshLambertMaterial);
    expect(m.color.getHexString()).toBe('8a8a8a');
    expect(m.map).toBe(map);
    expect(m.flatShading).toBe(true);
    expect(isLit(m)).toBe(true);
    expect(isLit(new THREE.MeshBasicMaterial())).toBe(false);
  });
});

describe('lightOnFlat', () => {
  const chunk = (name: string): string =>
    readFileSync(`node_modules/three/src/renderers/shaders/ShaderChunk/${name}.glsl.js`, 'utf8');

  it('is the sky plus the sun by its angle, over π, as the Lambert shader lights a face up', () => {
    // The shader's formulas this relies on (a three.js upgrade that changes them fails here).
    expect(chunk('common')).toMatch(
      /BRDF_Lambert\( const in vec3 diffuseColor \) \{\s*return RECIPROCAL_PI \* diffuseColor;/,
    );
    expect(chunk('lights_lambert_pars_fragment')).toContain(
      'vec3 irradiance = dotNL * directLight.color;',
    );
    expect(chunk('lights_pars_begin')).toContain('float hemiDiffuseWeight = 0.5 * dotNL + 0.5;');
    // The same sum from the lights themselves.
    const [hemi, sun] = tableLights() as [THREE.HemisphereLight, THREE.DirectionalLight];
    const up = new THREE.Vector3(0, 1, 0);
    const toSun = sun.position.clone().sub(sun.target.position).normalize();
    const weight = 0.5 * up.dot(hemi.position.clone().normalize()) + 0.5;
    const sky = hemi.groundColor.clone().lerp(hemi.color, weight).multiplyScalar(hemi.intensity);
    const want = sky
      .add(sun.color.clone().multiplyScalar(sun.intensity * Math.max(0, up.dot(toSun))))
      .multiplyScalar(1 / Math.PI);
    const got = lightOnFlat();
    expect(got.r).toBeCloseTo(want.r, 6);
    expect(got.g).toBeCloseTo(want.g, 6);
    expect(got.b).toBeCloseTo(want.b, 6);
    // Near white light: the felt keeps its colour.
    expect(got.r).toBeGreaterThan(0.9);
    expect(got.b).toBeLessThan(1.1);
  });
});
