/** The questions the Battle Line table asks before a pass that ends the game or a tactics card, English and Japanese. */
export const battlelineConfirmMessages = {
  en: {
    'bl.confirm.passEnds':
      'Your opponent passed last turn: if you pass too, the game ends now and the side with more flags wins (you {me}, opponent {them}).',
    'bl.confirm.passEndsButton': 'Pass and end the game',
    'bl.confirm.tactic': 'Play this tactics card? {move}.',
    'bl.confirm.tacticButton': 'Play it',
    'bl.confirm.cancel': 'Cancel',
  },
  ja: {
    'bl.confirm.passEnds':
      '相手は前の手番でパスしました。あなたもパスするとゲームはここで終わり、フラッグの多い側が勝ちます（あなた {me}、相手 {them}）。',
    'bl.confirm.passEndsButton': 'パスしてゲームを終える',
    'bl.confirm.tactic': 'この戦術カードを使いますか？ {move}。',
    'bl.confirm.tacticButton': '使う',
    'bl.confirm.cancel': 'やめる',
  },
};
