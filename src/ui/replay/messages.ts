/** The replay viewer's words, in English and Japanese (its own catalog, registered on import). */
import { addMessages } from '../i18n/index.ts';

addMessages({
  en: {
    'replay.open': 'Replay',
    'replay.title': 'Replay',
    'replay.first': 'To the start',
    'replay.back': 'One move back',
    'replay.forward': 'One move forward',
    'replay.last': 'To the latest move',
    'replay.play': 'Play',
    'replay.pause': 'Pause',
    'replay.speed': 'Speed',
    'replay.jump': 'Move',
    'replay.position': 'Move {k} of {n}',
    'replay.start': 'Before the first move',
    'replay.seat': 'View of',
    'replay.exit': 'Back to the game',
    'replay.status': 'Replay: move {k} of {n} (read-only)',
    'replay.readOnly': 'This is a replay: go back to the game to play.',
    'replay.nothing': 'No move has been played yet.',
    'replay.curtain':
      'Hand the device over first: the replay shows the hand of the player holding it.',
  },
  ja: {
    'replay.open': 'リプレイ',
    'replay.title': 'リプレイ',
    'replay.first': '最初へ',
    'replay.back': '1手戻る',
    'replay.forward': '1手進む',
    'replay.last': '最新の手へ',
    'replay.play': '再生',
    'replay.pause': '一時停止',
    'replay.speed': '速度',
    'replay.jump': '手番号',
    'replay.position': '{n}手中 {k}手目',
    'replay.start': '最初の手の前',
    'replay.seat': '視点',
    'replay.exit': 'ゲームに戻る',
    'replay.status': 'リプレイ：{n}手中 {k}手目（閲覧のみ）',
    'replay.readOnly': 'リプレイ中です。ゲームに戻ってから指してください。',
    'replay.nothing': 'まだ一手も指されていません。',
    'replay.curtain':
      '先に端末を渡してください。リプレイは今持っているプレイヤーの手札を表示します。',
  },
});
