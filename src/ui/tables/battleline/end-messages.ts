/** The Battle Line end screen's strings (result, flags, points and the series score), English and Japanese. */
export const battlelineEndMessages = {
  en: {
    'bl.end.youWin': 'You win.',
    'bl.end.youLose': 'Your opponent wins.',
    'bl.end.seatWins': 'Player {n} wins.',
    'bl.end.draw': 'A draw.',
    'bl.end.how': 'How: {reason}.',
    'bl.end.flags': 'Flags claimed: you {me}, opponent {them}.',
    'bl.end.flagList': '{side}: {flags}',
    'bl.end.none': 'none',
    'bl.end.you': 'You',
    'bl.end.opponent': 'Opponent',
    'bl.end.goldBar': 'The gold bar on the table joins the winning flags.',
    'bl.end.opponentHand': "Opponent's hand: {cards}",
    'bl.end.points':
      'Points this game: you {me}, opponent {them} (the winner scores 5, the loser 1 per flag claimed).',
    'bl.series.scope.hotseat': 'two players at this screen',
    'bl.series.scope.online': 'online, this game and its rematches',
    'bl.series.scope.bot': 'against the {level} bot',
    'bl.series.points':
      'Series ({scope}): you {me} points, opponent {them} points after {games} game(s).',
  },
  ja: {
    'bl.end.youWin': 'あなたの勝ちです。',
    'bl.end.youLose': '相手の勝ちです。',
    'bl.end.seatWins': 'プレイヤー{n}の勝ちです。',
    'bl.end.draw': '引き分けです。',
    'bl.end.how': '決め手：{reason}。',
    'bl.end.flags': '獲得したフラッグ：あなた {me}、相手 {them}。',
    'bl.end.flagList': '{side}：{flags}',
    'bl.end.none': 'なし',
    'bl.end.you': 'あなた',
    'bl.end.opponent': '相手',
    'bl.end.goldBar': 'テーブル上の金色の帯は勝利を決めたフラッグを結んでいます。',
    'bl.end.opponentHand': '相手の手札：{cards}',
    'bl.end.points':
      'このゲームの得点：あなた {me}、相手 {them}（勝者5点、敗者は獲得フラッグ1本につき1点）。',
    'bl.series.scope.hotseat': 'この画面で2人対戦',
    'bl.series.scope.online': 'オンライン：この対局とその再戦',
    'bl.series.scope.bot': 'ボット（{level}）との対戦',
    'bl.series.points': 'シリーズ（{scope}）：{games}ゲームを終えて あなた {me}点、相手 {them}点。',
  },
};
