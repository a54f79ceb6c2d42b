/**
 * Every error code the engines can return, read from the source text (not from a hand-kept list),
 * so a new `err('…')` without a Japanese text fails the i18n test. Codes built at run time are
 * listed explicitly below, and any other computed code makes `scanErrorCodes` report it as unknown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Helpers that put a prefix before the code they are given: `bad('owner', …)` → `setup/owner`. */
const PREFIX_HELPERS: readonly { file: string; helper: string; template: string }[] = [
  { file: 'src/games/battleline/setup-json.ts', helper: 'fail', template: '`setup/${code}`' },
  { file: 'src/games/hill218/setup.ts', helper: 'bad', template: '`setup/${code}`' },
  { file: 'src/games/discwars/setup.ts', helper: 'bad', template: '`setup/${code}`' },
  { file: 'src/games/discwars/catalogue.ts', helper: 'bad', template: '`catalogue/${what}`' },
];

/**
 * `err(x, …)` calls whose code is not a string literal, and where the code comes from. Each is
 * covered: its possible values are string literals in the same file (collected by the literal
 * scan), or are listed in `computed` here.
 */
const COMPUTED_SITES: readonly { file: string; expr: string }[] = [
  // Battle Line: `illegal(message, code = 'move/illegal')` and the claim check's own code.
  { file: 'src/games/battleline/rules.ts', expr: 'code' },
  { file: 'src/games/battleline/rules.ts', expr: 'check.code' },
  // Type 10: the refusal unions `'bombard/…' | 'attack/…'` of combat.ts.
  { file: 'src/games/type10/combat.ts', expr: 'code' },
  // The prefix helpers above.
  { file: 'src/games/battleline/setup-json.ts', expr: '`setup/${code}`' },
  { file: 'src/games/hill218/setup.ts', expr: '`setup/${code}`' },
  { file: 'src/games/discwars/setup.ts', expr: '`setup/${code}`' },
  { file: 'src/games/discwars/catalogue.ts', expr: '`catalogue/${what}`' },
  // Disc Wars: `missile/${bar}` for every `ArcherBar`.
  { file: 'src/games/discwars/missile.ts', expr: '`missile/${bar}`' },
];

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? tsFiles(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** The literals of a `type Name = 'a' | 'b'` union in `text`. */
function unionLiterals(text: string, name: string): string[] {
  const m = new RegExp(`type ${name} =([^;]+);`).exec(text);
  if (!m) throw new Error(`no union ${name}`);
  return [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!);
}

export interface ScannedCodes {
  /** Every code, with the files it comes from. */
  readonly codes: Map<string, Set<string>>;
  /** Computed codes the scan does not know how to expand: must stay empty. */
  readonly unknownSites: string[];
}

export function scanErrorCodes(): ScannedCodes {
  const codes = new Map<string, Set<string>>();
  const add = (code: string, file: string): void => {
    if (!CODE.test(code)) throw new Error(`${file}: "${code}" does not look like an error code`);
    codes.set(code, (codes.get(code) ?? new Set()).add(file));
  };
  const unknownSites: string[] = [];
  for (const abs of tsFiles(join(ROOT, 'src'))) {
    const file = relative(ROOT, abs).replaceAll('\\', '/');
    if (file.startsWith('src/render/')) continue;
    // The online protocol's own refusals (src/net, src/server) are not engine error codes.
    if (file.startsWith('src/net/') || file.startsWith('src/server/')) continue;
    const text = readFileSync(abs, 'utf8');
    // err('code', …) and err(\n  'code', …)
    for (const m of text.matchAll(/\berr\(\s*'([^']+)'/g)) add(m[1]!, file);
    // { code: 'x/y', message } built by hand
    for (const m of text.matchAll(/\bcode: '([^']+)'/g)) if (CODE.test(m[1]!)) add(m[1]!, file);
    // err(<anything but a plain literal>, …)
    for (const m of text.matchAll(/\berr\(\s*([^'\s][^,]*),/g)) {
      const expr = m[1]!.trim();
      if (!COMPUTED_SITES.some((s) => s.file === file && s.expr === expr))
        unknownSites.push(`${file}: err(${expr}, …)`);
    }
    // In the engine layers, any code-shaped literal (refusal unions, `illegal(msg, 'x/y')`).
    if (!file.startsWith('src/ui/')) {
      for (const m of text.matchAll(/'([a-z0-9-]+\/[a-z0-9-]+)'/g))
        if (CODE.test(m[1]!)) add(m[1]!, file);
    }
  }
  for (const { file, helper, template } of PREFIX_HELPERS) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const prefix = template.slice(1, template.indexOf('/'));
    for (const m of text.matchAll(new RegExp(`\\b${helper}\\(\\s*([^)\\s][^,)]*)`, 'g'))) {
      const arg = m[1]!.trim();
      const lit = /^'([^']+)'$/.exec(arg);
      if (lit) add(`${prefix}/${lit[1]}`, file);
      else if (file.endsWith('catalogue.ts') && arg === 'k') {
        // bad(k, …) for each `[key, lo, hi]` of the disc-type number fields
        for (const k of text.matchAll(/\['(\w+)', \d+, \d+\]/g)) add(`catalogue/${k[1]}`, file);
      } else if (!/^(?:code|what): string$/.test(arg))
        unknownSites.push(`${file}: ${helper}(${arg}, …)`);
    }
  }
  const missile = 'src/games/discwars/missile.ts';
  for (const bar of unionLiterals(readFileSync(join(ROOT, missile), 'utf8'), 'ArcherBar'))
    add(`missile/${bar}`, missile);
  return { codes, unknownSites };
}
