/** Strings of aiming a flip (the panel's dial, readout and preview), English and Japanese. */
export const aimMessages = {
  en: {
    'dw.aim.straight': 'straight ahead',
    'dw.aim.left': '{n}° left of straight ahead',
    'dw.aim.right': '{n}° right of straight ahead',
    'dw.aim.towards': 'towards {disc}',
    'dw.aim.pending': 'Working out where it lands…',
    'dw.aim.open': 'Lands on open ground.',
    'dw.aim.attack': 'Lands on {under}: an attack (it pins the enemy).',
    'dw.aim.friend': 'Lands on {under}, a friend.',
    'dw.aim.refused': 'Refused: {reason}',
    'dw.aim.flip': 'Flip',
    'dw.aim.close': 'Close view',
    'dw.aim.whole': 'Whole table',
    'dw.aim.hint': 'Drag from the disc to aim in any direction; ← → turn the aim, Enter flips.',
  },
  ja: {
    'dw.aim.straight': '正面',
    'dw.aim.left': '正面から左へ{n}°',
    'dw.aim.right': '正面から右へ{n}°',
    'dw.aim.towards': '{disc}の方へ',
    'dw.aim.pending': '着地点を計算中…',
    'dw.aim.open': '何もない場所に着地します。',
    'dw.aim.attack': '{under}の上に着地：攻撃です（敵をピンします）。',
    'dw.aim.friend': '味方の{under}の上に着地します。',
    'dw.aim.refused': 'できません：{reason}',
    'dw.aim.flip': '裏返す',
    'dw.aim.close': 'アップで見る',
    'dw.aim.whole': '盤全体',
    'dw.aim.hint':
      'ディスクからドラッグして好きな方向に狙います。←→で向きを変え、Enterで裏返します。',
  },
};
