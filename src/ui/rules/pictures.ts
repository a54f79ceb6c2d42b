/**
 * The pictures of a rules page: figures with English or Japanese captions whose images are drawn
 * by the tables' own scene code (`picture-scenes.ts`), off screen and on demand once the page
 * shows, as PNG blob URLs. Leaving the page (its figures leave the document) stops any drawing
 * still to come and revokes every URL; the document element's `data-rules-pictures` counts what is held.
 */
import type { GameId } from '../../core/game.ts';
import { h } from '../dom.ts';
import { addMessages, type Lang } from '../i18n/index.ts';
import './pictures.css';

/** The pictures' size in pixels (picture-render.ts draws them so). */
const PICTURE_W = 640;
const PICTURE_H = 400;

addMessages({
  en: {
    'rules.pictures': 'At the table',
    'rules.pic.blWedge':
      'Flag 5: your wedge (red 8-9-10) against a phalanx of 7s. A wedge is the strongest formation, so the flag glows: it can be claimed.',
    'rules.pic.h218Supply':
      'Supply line: with the Tank in the HQ, the Infantry may go only on the lit cells next to it; the green bar is the chain of supply back to the HQ. The far Paratroopers supply no one.',
    'rules.pic.h218Attack':
      'Attack with support: the Infantry just played attacks the enemy Tank (red); the Special Forces beside it give the support (blue bar).',
    'rules.pic.t10Reach':
      'The hex map at the start: the PKF UAV may fly to every lit hex this turn; the brightest are one step away. Forests and the border are drawn on the map.',
    'rules.pic.dwFlip':
      'A flip: the moving disc (green) turns over its rim and lands one diameter on, here partly onto the enemy Oak Wardens.',
    'rules.pic.dwPin':
      'Where the physics left it: the Cinder Spears lie on the Oak Wardens and pin them; the two fight in the combat phase.',
  },
  ja: {
    'rules.pictures': '卓上では',
    'rules.pic.blWedge':
      '旗5：あなたのウェッジ（赤8・9・10）対 7のファランクス。ウェッジは最強の役なので、旗が光り、獲得宣言できます。',
    'rules.pic.h218Supply':
      '補給線：HQに戦車がいるので、歩兵は光っている隣のマスにしか置けません。緑の棒がHQまでの補給の鎖です。遠くの空挺部隊は誰も補給しません。',
    'rules.pic.h218Attack':
      '支援つき攻撃：出したばかりの歩兵が敵の戦車（赤）を攻撃し、隣の特殊部隊が支援します（青い棒）。',
    'rules.pic.t10Reach':
      '開始時のヘックス地図：PKFのUAVはこの手番で光るヘックスすべてへ飛べます。最も明るいのは1歩先。森と国境も地図に描かれています。',
    'rules.pic.dwFlip':
      'フリップ：動かすディスク（緑）を縁で裏返し、直径1つ分先に置きます。ここでは敵のオークの守り手に一部かかります。',
    'rules.pic.dwPin':
      '物理が決めた着地：シンダー槍兵がオークの守り手の上に乗ってピンし、戦闘フェイズで戦います。',
  },
});

let live = 0;

/**
 * Counts blob URLs and renderers held by rules pictures; the count is shown on the document
 * element as `data-rules-pictures` for the browser tests (0 once every rules page is left).
 */
function hold(n: number): void {
  live += n;
  document.documentElement.dataset.rulesPictures = String(live);
}

type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * Adds the game's pictures to `page` (after `after`) and draws them. Returns nothing: the pictures
 * free themselves when `page` leaves the document.
 */
export function showPictures(page: HTMLElement, after: Element, game: GameId, lang: Lang, t: T) {
  void import('./picture-scenes.ts').then(async ({ PICTURES }) => {
    const specs = PICTURES[game] ?? [];
    if (specs.length === 0 || !page.isConnected) return;
    const figures = specs.map((s) => {
      const img = h('img', {
        'data-testid': 'rules-picture',
        alt: t(s.caption),
        width: String(PICTURE_W),
        height: String(PICTURE_H),
      });
      return {
        img,
        fig: h('figure', { class: 'rules-figure' }, img, h('figcaption', {}, t(s.caption))),
      };
    });
    after.after(
      h(
        'section',
        { class: 'rules-pictures', 'data-testid': 'rules-pictures' },
        h('h2', {}, t('rules.pictures')),
        ...figures.map((f) => f.fig),
      ),
    );
    const urls: string[] = [];
    let gone = false;
    const free = (): void => {
      if (gone) return;
      gone = true;
      observer.disconnect();
      for (const u of urls) URL.revokeObjectURL(u);
      hold(-urls.length);
      urls.length = 0;
    };
    // The page is left when it is taken out of the document (another screen fills the root).
    const observer = new MutationObserver(() => {
      if (!page.isConnected) free();
    });
    if (page.parentNode) observer.observe(page.parentNode, { childList: true });
    const { renderPictures } = await import('./picture-render.ts');
    if (gone) return;
    hold(1);
    let blobs: (Blob | null)[];
    try {
      blobs = await renderPictures(
        specs.map((s) => () => s.build(t, lang)),
        () => gone || !page.isConnected,
      );
    } finally {
      hold(-1);
    }
    if (gone || !page.isConnected) return free();
    blobs.forEach((b, i) => {
      const f = figures[i];
      if (!b || !f) return;
      const url = URL.createObjectURL(b);
      urls.push(url);
      hold(1);
      f.img.src = url;
    });
    page.setAttribute('data-pictures', 'drawn');
  });
}
