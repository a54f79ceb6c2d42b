/**
 * The deployment step's strings (phase name, log lines, the panel's tray and buttons, refusals),
 * English and Japanese, registered in their own catalog.
 */
import { addMessages } from '../../i18n/index.ts';

addMessages({
  en: {
    'dw.phase.deploy': 'Deployment',
    'dw.log.deploy': 'places {disc} at ({x} in, {y} in)',
    'dw.log.deployAuto': 'deploys the rest of the army',
    'dw.dep.hint':
      'Drag your discs from the tray into your set-up area (the lit strip along your edge), or let the table do it.',
    'dw.dep.auto': 'Deploy for me',
    'dw.dep.tray': 'To deploy ({n})',
    'dw.dep.reserves': 'Reserves: {army}',
    'dw.dep.reservesNote': 'enter as reinforcements from round 2, {n} a round',
    'dw.dep.reservesLabel': 'Reserves ({n})',
    'dw.dep.none': 'none',
    'dw.dep.sep': ', ',
    'dw.dep.wait': '{army} is deploying…',
    'dw.dep.refused': 'Cannot place it there: {why}',
    'dw.dep.outside':
      '{disc} must lie wholly inside your set-up area (within {depth} in of your edge).',
    'dw.dep.overlap': '{disc} would overlap {other}; discs are set up side by side.',
    'dw.dep.land': 'a land disc',
    'dw.dep.rock': 'a rock',
    'dw.dep.area': 'Your set-up area',
    // The hot-seat curtain between the two deployments (Disc Wars hides nothing: no hand).
    'curtain.discwars.title': '{player} deploys next',
    'curtain.discwars.body':
      'Hand the device to the player of {player}. The discs already deployed stay on the table in view; the battle starts once both armies are deployed.',
    'curtain.discwars.ready': 'I play {player}: deploy',
  },
  ja: {
    'dw.phase.deploy': '配置',
    'dw.log.deploy': '{disc}を({x}, {y})インチに配置',
    'dw.log.deployAuto': '残りの軍隊を配置',
    'dw.dep.hint':
      'トレイのディスクを自分のセットアップエリア（自陣の端の明るい部分）へドラッグしてください。自動配置もできます。',
    'dw.dep.auto': '自動で配置',
    'dw.dep.tray': '配置するディスク（{n}）',
    'dw.dep.reserves': '予備：{army}',
    'dw.dep.reservesNote': '第2ラウンドから1ラウンドに{n}枚ずつ増援として登場',
    'dw.dep.reservesLabel': '予備（{n}）',
    'dw.dep.none': 'なし',
    'dw.dep.sep': '、',
    'dw.dep.wait': '{army}が配置中…',
    'dw.dep.refused': 'そこには置けません：{why}',
    'dw.dep.outside':
      '{disc}はセットアップエリア（自陣の端から{depth}インチ以内）に完全に収めてください。',
    'dw.dep.overlap': '{disc}が{other}に重なります。セットアップではディスクを並べて置きます。',
    'dw.dep.land': '土地ディスク',
    'dw.dep.rock': '岩',
    'dw.dep.area': 'あなたのセットアップエリア',
    'curtain.discwars.title': '次は{player}の配置です',
    'curtain.discwars.body':
      '{player}のプレイヤーに端末を渡してください。すでに置かれたディスクはそのまま見えています。両軍の配置が終わると戦闘が始まります。',
    'curtain.discwars.ready': '{player}です：配置する',
  },
});
