/**
 * The one three.js scene host: renderer lifecycle, resize, an orbit/pan/zoom camera with limits
 * and a reset, picking, and rendering on demand (a frame is drawn only when something changed or
 * an animation runs, so an idle table burns no battery). One host lives as long as the page: a
 * table attaches it to its stage, draws under `board`, and on leaving `detach` frees everything the
 * table drew, so opening and closing tables leaks no GPU object and creates no new WebGL context.
 * The home view always shows the whole felt table, whatever the stage's shape (a phone held upright
 * or a 4:3 tablet backs the camera away, see `fit-view.ts`), and the wheel or a pinch zooms toward
 * the point under the cursor or fingers, not the table's centre.
 */
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { createFeltTable, type FeltTable } from './felt.ts';
import { disposeObject } from './dispose.ts';
import { backOffToShow, fitShift } from './fit-view.ts';
import { renderScale, softwareWebGL } from './software-gl.ts';
import { tableLights } from './table-lights.ts';
import { whenIdle } from './idle.ts';
import { warmUp, type WarmSample } from './warm-up.ts';
import { frameChurn, measureFrames } from './measure-frames.ts';
import { probeScene, type SceneProbe } from './scene-probe.ts';
import { ShowBudget } from './show-budget.ts';

export interface CameraPose {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

/** An animation step: called each frame with seconds since it started; returns false when done. */
export type Animation = (elapsed: number) => boolean;

/** A table's felt size and home camera pose for the page's current shape. */
export type HomeFor = () => {
  readonly felt: readonly [number, number];
  readonly pose: CameraPose;
};

export class SceneHost {
  readonly renderer: THREE.WebGLRenderer;
  readonly scene = new THREE.Scene();
  readonly camera: THREE.PerspectiveCamera;
  readonly controls: OrbitControls;
  /** Everything a table draws goes here; it is emptied and disposed between tables. */
  readonly board = new THREE.Group();
  readonly table: FeltTable;
  private home: CameraPose = { position: [0, 30, 22], target: [0, 0, 0] };
  private homeFor: HomeFor | null = null;
  private readonly raycaster = new THREE.Raycaster();
  private readonly tableBox = new THREE.Box3();
  private readonly pointer = new THREE.Vector2();
  private readonly sight = new THREE.Vector3();
  /** Whether the camera still stands where the last reset put it (no drag, wheel or pinch since). */
  private atHome = true;
  private fitting = false;
  /** The zoom limit the table asked for; fitting the home view may raise the live one above it. */
  private maxDistance = 120;
  private readonly resizeObserver: ResizeObserver;
  private animations: { fn: Animation; start: number }[] = [];
  private frameRequested = false;
  private disposed = false;
  /** How often the camera was put back to its home view (a table, seat or "reset view" change). */
  cameraResets = 0;
  /** Warm-ups done (`warmSoon`); a browser test waits for them. */
  private warmUps = 0;
  /** Frames drawn so far; the e2e tests and the perf bench read it. */
  framesDrawn = 0;

  private container: HTMLElement | null = null;
  /** Counts `attach` calls: work planned for one table is dropped once another is attached. */
  private attachments = 0;

  constructor() {
    // Multisampling is cheap on a GPU and very dear on a software rasteriser (SwiftShader, llvmpipe):
    // there it would block the main thread for hundreds of milliseconds a frame.
    this.renderer = new THREE.WebGLRenderer({ antialias: !softwareWebGL() });
    this.renderer.outputColorSpace = THREE.SRGBColorSpace;
    this.renderer.domElement.className = 'scene-canvas';
    this.scene.background = new THREE.Color('#20262e');
    this.camera = new THREE.PerspectiveCamera(45, 1, 0.1, 500);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enableDamping = false;
    this.controls.maxPolarAngle = Math.PI * 0.47; // never under the table
    this.controls.minDistance = 4;
    this.controls.maxDistance = 120;
    this.controls.screenSpacePanning = false;
    this.controls.zoomToCursor = true;
    this.controls.addEventListener('change', () => {
      if (!this.fitting) this.atHome = false;
      this.requestRender();
    });

    this.scene.add(...tableLights());
    this.table = createFeltTable(48, 36);
    this.scene.add(this.table.group, this.board);

    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resetCamera();
  }

  /** Puts the canvas into a table's stage. */
  attach(container: HTMLElement): void {
    this.detach();
    this.attachments++;
    this.container = container;
    container.appendChild(this.renderer.domElement);
    this.resizeObserver.observe(container);
    this.resize();
  }

  /**
   * Readies, in an idle moment, what a table draws only later (`warm-up.ts`): `samples` draws
   * them. Skipped if the table has gone by then.
   */
  warmSoon(samples: () => readonly WarmSample[]): void {
    const attachment = this.attachments;
    whenIdle(() => {
      if (this.disposed || !this.container || attachment !== this.attachments) return;
      warmUp(this.renderer, this.scene, this.camera, samples());
      this.warmUps++;
    }, 3000);
  }

  /** Takes the canvas out of its stage and frees what the table drew. */
  detach(): void {
    if (!this.container) return;
    this.resizeObserver.unobserve(this.container);
    this.renderer.domElement.remove();
    this.container = null;
    this.clearBoard();
    this.table.resize(48, 36);
    this.setHomeView({ position: [0, 30, 22], target: [0, 0, 0] }, 120);
  }

  /** Sets where "reset view" goes and the zoom limits for this table's size. */
  setHomeView(pose: CameraPose, maxDistance?: number): void {
    this.home = pose;
    this.homeFor = null;
    if (maxDistance !== undefined) this.maxDistance = maxDistance;
    this.resetCamera();
  }

  /**
   * A table's home framing by the page's shape (after `setHomeView`, which clears it): the felt's
   * size and the camera's pose, asked again whenever the home view is fitted (a phone turned).
   */
  setHomeFor(shape: HomeFor | null): void {
    this.homeFor = shape;
    this.resetCamera();
  }

  /**
   * How far the camera would have to back away along its line of sight to show all the points
   * (world space); 0 when they are already in view.
   */
  backOffToShow(points: readonly THREE.Vector3[], margin = 1.1): number {
    this.camera.updateMatrixWorld();
    const local = points.map((p) => p.clone().applyMatrix4(this.camera.matrixWorldInverse));
    return backOffToShow(local, { fovDeg: this.camera.fov, aspect: this.camera.aspect }, margin);
  }

  /** Whether the camera stands where the last reset put it (it then follows the stage's shape). */
  get isHome(): boolean {
    return this.atHome;
  }

  resetCamera(): void {
    this.cameraResets++;
    this.camera.position.set(...this.home.position);
    this.controls.target.set(...this.home.target);
    this.atHome = true;
    this.fitHome();
  }

  /**
   * Moves the camera along its home line of sight until the whole felt table (with its wooden rim)
   * just fills the stage, whatever its shape: further back on a phone held upright, closer on a
   * wide screen. The table's pose only gives the angle and the point looked at.
   */
  private fitHome(): void {
    const shaped = this.homeFor?.();
    if (shaped) {
      this.table.resize(...shaped.felt);
      this.controls.target.set(...shaped.pose.target);
    }
    this.camera.position.set(...(shaped?.pose ?? this.home).position);
    this.camera.lookAt(this.controls.target);
    const box = this.tableBox.setFromObject(this.table.group);
    const corners: THREE.Vector3[] = [];
    for (const x of [box.min.x, box.max.x])
      for (const y of [box.min.y, box.max.y])
        for (const z of [box.min.z, box.max.z]) corners.push(new THREE.Vector3(x, y, z));
    this.camera.updateMatrixWorld();
    const inCamera = corners.map((p) => p.applyMatrix4(this.camera.matrixWorldInverse));
    const lens = { fovDeg: this.camera.fov, aspect: this.camera.aspect };
    const dir = this.sight.copy(this.camera.position).sub(this.controls.target);
    const len = dir.length();
    // Never closer than the zoom limit, nor through the point looked at.
    const extra = Math.max(fitShift(inCamera, lens, 1.04), this.controls.minDistance - len);
    if (len > 0 && Number.isFinite(extra)) this.camera.position.addScaledVector(dir, extra / len);
    this.controls.maxDistance = Math.max(this.maxDistance, (len + extra) * 1.5);
    this.fitting = true;
    this.controls.update();
    this.fitting = false;
    this.requestRender();
  }

  resize(): void {
    if (!this.container) return;
    const w = Math.max(1, this.container.clientWidth);
    const h = Math.max(1, this.container.clientHeight);
    this.renderer.setPixelRatio(this.scaleFor(w, h));
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    // A new stage shape (a phone turned, a panel opened) re-frames a camera nobody has moved.
    if (this.atHome) this.fitHome();
    this.requestRender();
  }

  requestRender(): void {
    if (this.frameRequested || this.disposed || !this.container) return;
    this.frameRequested = true;
    requestAnimationFrame((t) => this.frame(t));
  }

  /** Runs an animation until it returns false, rendering every frame meanwhile. */
  animate(fn: Animation): void {
    this.animations.push({ fn, start: -1 });
    this.requestRender();
  }

  get animating(): boolean {
    return this.animations.length > 0;
  }

  /** The pixel budget of a show's frames and of the still table (`show-budget.ts`). */
  private readonly budget = new ShowBudget(() => this.requestRender());
  private scaleFor(w: number, h: number): number {
    return renderScale(w, h, window.devicePixelRatio, softwareWebGL(), this.budget.moving);
  }

  private frame(time: number): void {
    this.frameRequested = false;
    if (this.disposed) return;
    if (this.animations.length > 0) {
      // In place, so a running animation allocates nothing per frame.
      const t = time / 1000;
      let kept = 0;
      for (const a of this.animations) {
        if (a.start < 0) a.start = t;
        if (a.fn(t - a.start)) this.animations[kept++] = a;
      }
      this.animations.length = kept;
    }
    if (this.budget.frame(this.animations.length > 0)) {
      // In software, a show is drawn with fewer pixels and the still table sharp again.
      const size = this.renderer.getSize(this.sizeNow);
      this.renderer.setPixelRatio(this.scaleFor(size.x, size.y));
    }
    this.renderer.render(this.scene, this.camera);
    this.framesDrawn++;
    if (this.animations.length > 0) this.requestRender();
  }

  /**
   * The canvas's box, with the camera brought to that shape first: a page resized a moment ago
   * (before its ResizeObserver ran) is picked and projected as it now looks.
   */
  private canvasRect(): DOMRect {
    const c = this.container;
    if (c) {
      const size = this.renderer.getSize(this.sizeNow);
      if (size.x !== Math.max(1, c.clientWidth) || size.y !== Math.max(1, c.clientHeight))
        this.resize();
    }
    return this.renderer.domElement.getBoundingClientRect();
  }
  private readonly sizeNow = new THREE.Vector2();

  /** The first pickable object under a client-space point, with the hit point on it. */
  pick(
    clientX: number,
    clientY: number,
    objects: readonly THREE.Object3D[],
  ): THREE.Intersection | undefined {
    const rect = this.canvasRect();
    this.pointer.set(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    this.raycaster.setFromCamera(this.pointer, this.camera);
    return this.raycaster.intersectObjects(objects as THREE.Object3D[], true)[0];
  }

  /** The point of the table plane (y = `height`) under a client-space point. */
  pickTable(
    clientX: number,
    clientY: number,
    height = 0,
    out = new THREE.Vector3(),
  ): THREE.Vector3 | null {
    const rect = this.canvasRect();
    this.pointer.set(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    this.raycaster.setFromCamera(this.pointer, this.camera);
    const plane = new THREE.Plane(new THREE.Vector3(0, 1, 0), -height);
    return this.raycaster.ray.intersectPlane(plane, out);
  }

  /**
   * Where a world point is drawn in the canvas, in CSS px from its top left corner, at the size
   * the canvas was last drawn at: reads no layout, so it costs no forced layout in a task that
   * has just changed the page (distances on screen need no more).
   */
  toCanvas(world: THREE.Vector3): { x: number; y: number } {
    const size = this.renderer.getSize(this.sizeNow);
    const p = world.clone().project(this.camera);
    return { x: ((p.x + 1) / 2) * size.x, y: ((1 - p.y) / 2) * size.y };
  }

  /** The client-space point where a world point is drawn. */
  toClient(world: THREE.Vector3): { x: number; y: number } {
    const rect = this.canvasRect();
    const p = world.clone().project(this.camera);
    return {
      x: rect.left + ((p.x + 1) / 2) * rect.width,
      y: rect.top + ((1 - p.y) / 2) * rect.height,
    };
  }

  /** See `probeScene` (`scene-probe.ts`). */
  probe(): SceneProbe {
    const c = this.renderer.domElement;
    return probeScene(this.table.group, this.camera, this.controls.target, c, (v) =>
      this.toClient(v),
    );
  }

  /** Removes and frees everything a table drew. */
  clearBoard(): void {
    for (const child of [...this.board.children]) {
      this.board.remove(child);
      disposeObject(child);
    }
    this.animations = [];
    this.requestRender();
  }

  /** See `measureFrames` (`measure-frames.ts`). */
  measureFrames(n: number): number[] {
    const out = measureFrames(this.renderer, this.scene, this.camera, this.controls.target, n);
    this.resetCamera();
    return out;
  }

  /** See `frameChurn` (`measure-frames.ts`): draws one frame. */
  frameChurn(): number {
    return frameChurn(this.renderer, this.scene, this.camera);
  }

  /** GPU objects alive now (the perf bench compares them across table visits). */
  stats(): {
    geometries: number;
    textures: number;
    programs: number;
    frames: number;
    warmUps: number;
  } {
    const info = this.renderer.info;
    return {
      geometries: info.memory.geometries,
      textures: info.memory.textures,
      programs: info.programs?.length ?? 0,
      frames: this.framesDrawn,
      warmUps: this.warmUps,
    };
  }

  dispose(): void {
    this.detach();
    this.clearBoard();
    this.disposed = true;
    this.resizeObserver.disconnect();
    this.controls.dispose();
    disposeObject(this.scene);
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }
}
