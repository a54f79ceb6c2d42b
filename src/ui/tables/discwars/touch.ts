/**
 * Touch wording: on a device whose main pointer is a finger (a phone, a tablet) the Disc Wars
 * table says "tap" where it says "click", and leaves out the keys (arrows, Enter, R, Esc) a touch
 * screen has none of. Each such text has a `<key>.touch` twin in both languages' catalogs; `touchT`
 * picks the twin when there is one.
 */
import { addMessages } from '../../i18n/index.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

/** Whether the main pointer is a finger (CSS `pointer: coarse`). */
export function isTouch(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

/** `t`, with each text's touch twin on a touch device. */
export function touchT(t: T, touch: () => boolean = isTouch): T {
  return (key, params) => {
    if (touch()) {
      const twin = `${key}.touch`;
      const text = t(twin, params);
      if (text !== twin) return text;
    }
    return t(key, params);
  };
}

addMessages({
  en: {
    'dw.hint.moving.touch':
      'Moving {disc}: {n} flip(s) left. Drag from the disc to aim and let go, or turn the dial and tap Flip.',
    'dw.hint.missile.touch': 'Tap an archer (orange ring), then tap a target (red ring).',
    'dw.hint.special.touch': 'Tap a disc with a gold ring to see its rally or spells.',
    'dw.measureHint.touch': 'Tap two discs to measure the distance edge to edge.',
    'dw.animating.touch': 'Showing the move… tap the table to skip.',
    'dw.aim.hint.touch':
      'Drag from the disc to aim in any direction, or turn the dial; tap Flip to flip.',
    'dw.ruler.touch': 'Ruler',
    'dw.ruler.hint.touch':
      'Drag on the table to measure; from a disc it measures from its edge. Tap Ruler again to put it away.',
    'dw.dep.hint.touch':
      'Tap a disc in the tray, then tap where it goes in your set-up area (the lit strip along your edge), or let the table do it.',
    'dw.ex.missile.touch':
      'Missile phase. Tap the Soot Crossbows (orange ring), then tap the Oak Wardens (red ring): two bolt counters are dropped from a disc held 12 in above them, and every disc a counter lands on takes 3 damage. Then the Glade Longbows shoot back.',
  },
  ja: {
    'dw.hint.moving.touch':
      '{disc}を移動中：残り{n}回。ディスクからドラッグして狙い、離すと裏返します。ダイヤルで向きを変えて「裏返す」をタップしてもかまいません。',
    'dw.hint.missile.touch': '射手（橙の輪）をタップし、目標（赤の輪）をタップしてください。',
    'dw.hint.special.touch': '金の輪のディスクをタップすると鼓舞や呪文を選べます。',
    'dw.measureHint.touch': 'ディスクを2枚タップすると縁から縁までの距離を測ります。',
    'dw.animating.touch': '着手を再生中…テーブルをタップすると飛ばします。',
    'dw.aim.hint.touch':
      'ディスクからドラッグして好きな方向に狙うか、ダイヤルで向きを変えて「裏返す」をタップします。',
    'dw.ruler.touch': '定規',
    'dw.ruler.hint.touch':
      'テーブル上をドラッグして測ります。ディスクから始めると縁から測ります。もう一度「定規」をタップすると片付けます。',
    'dw.dep.hint.touch':
      'トレイのディスクをタップし、自分のセットアップエリア（自陣の端の明るい部分）の置きたい場所をタップしてください。自動配置もできます。',
    'dw.ex.missile.touch':
      '射撃フェイズです。ススの弩兵（橙の輪）をタップし、オークの守り手（赤の輪）をタップしてください：12インチ上に掲げたディスクから矢弾カウンター2個を落とし、カウンターが乗ったディスクはすべて3ダメージを受けます。次にグレードの長弓兵が撃ち返します。',
  },
});
