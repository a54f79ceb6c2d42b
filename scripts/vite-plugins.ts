/**
 * Build plugins of our own.
 * - `physicsChunk`: the physics engine's chunk (Rapier with its WebAssembly inline) is large, so
 *   the page shows real download progress while a Disc Wars table opens. The app cannot know the
 *   chunk's hashed name and size before the build has written it; this plugin writes both into the
 *   placeholder `PHYSICS_CHUNK_PLACEHOLDER` once the bundle is final. It also keeps the size
 *   warning for every other chunk at `CHUNK_WARNING_KB`: Vite's own limit is raised above the
 *   Rapier chunk (vite.config.ts), which is known to be large and loaded only by Disc Wars.
 * - `bundleReport`: writes `dist/bundle-report.md`, every chunk with its raw and gzip size and the
 *   modules that weigh most in it, so a size regression is visible in review.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const PHYSICS_CHUNK_PLACEHOLDER = '__TABLETOP_PHYSICS_CHUNK__';
/** Largest chunk (kB of minified code, as Vite counts) other than Rapier's before the build warns. */
export const CHUNK_WARNING_KB = 2500;
/** Vite's own limit: above the Rapier chunk (4.4 MB with its WebAssembly inline) with some room. */
export const PHYSICS_CHUNK_LIMIT_KB = 5000;

const isChunk = (x: OutputBundle[string]): x is OutputChunk => x.type === 'chunk';
const holdsRapier = (c: OutputChunk): boolean => c.moduleIds.some((id) => id.includes('rapier3d'));

export function physicsChunk(): Plugin {
  return {
    name: 'tabletop-physics-chunk',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const physics = chunks.find(holdsRapier);
      for (const c of chunks) {
        const kB = Buffer.byteLength(c.code) / 1000;
        if (c !== physics && kB > CHUNK_WARNING_KB)
          this.warn(`${c.fileName} is ${kB.toFixed(0)} kB, over ${CHUNK_WARNING_KB} kB: split it`);
      }
      if (!physics) return;
      // `file|bytes`: no quote or backslash, so it is safe inside any string literal.
      const value = `${physics.fileName}|${Buffer.byteLength(physics.code)}`;
      for (const c of chunks)
        if (c !== physics && c.code.includes(PHYSICS_CHUNK_PLACEHOLDER))
          c.code = c.code.replaceAll(PHYSICS_CHUNK_PLACEHOLDER, value);
    },
  };
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

export function bundleReport(file = 'bundle-report.md'): Plugin {
  return {
    name: 'tabletop-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const rows = Object.values(bundle)
        .map((x) => {
          const bytes = Buffer.from(isChunk(x) ? x.code : x.source);
          return { x, raw: bytes.length, gzip: gzipSync(bytes).length };
        })
        .filter((r) => !r.x.fileName.endsWith('.map'))
        .sort((a, b) => b.gzip - a.gzip);
      const lines = [
        '# Bundle report',
        '',
        'Written by `npm run build` (scripts/vite-plugins.ts). entry = loaded by the page itself;',
        'dynamic = loaded on demand (a table, its rules, the physics); shared = split out of those;',
        'worker = the bot worker and what it loads on demand (its own copy of rules and physics).',
        '',
        '| file | kind | raw | gzip | heaviest modules (rendered size) |',
        '| --- | --- | ---: | ---: | --- |',
      ];
      for (const { x, raw, gzip } of rows) {
        // The bot worker is a build of its own: its files reach this bundle as assets.
        let kind = x.fileName.endsWith('.js') ? 'worker' : 'asset';
        let top = '';
        if (isChunk(x)) {
          kind = x.isEntry ? 'entry' : x.isDynamicEntry ? 'dynamic' : 'shared';
          top = Object.entries(x.modules)
            .sort((a, b) => b[1].renderedLength - a[1].renderedLength)
            .slice(0, 3)
            .map(([id, m]) => `${shortId(id)} ${kb(m.renderedLength)}`)
            .join(', ');
        }
        lines.push(`| ${x.fileName} | ${kind} | ${kb(raw)} | ${kb(gzip)} | ${top} |`);
      }
      const total = rows.reduce((a, r) => a + r.gzip, 0);
      lines.push('', `${rows.length} files, ${kb(total)} gzip in all.`, '');
      this.emitFile({ type: 'asset', fileName: file, source: lines.join('\n') });
    },
  };
}

function shortId(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) return id.slice(nm + 'node_modules/'.length);
  const src = id.indexOf('/src/');
  return src >= 0 ? id.slice(src + 1) : id;
}
