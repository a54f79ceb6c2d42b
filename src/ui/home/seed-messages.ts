/** The seed field of a Home card: the secret seed's placeholder and the reproducible-game box. */
import { addMessages } from '../i18n/index.ts';

addMessages({
  en: {
    'home.reproducible': 'Reproducible game (the seed is shown)',
    'home.seed.secret': 'secret',
  },
  ja: {
    'home.reproducible': '再現できるゲーム（シードを表示）',
    'home.seed.secret': '秘密',
  },
});
