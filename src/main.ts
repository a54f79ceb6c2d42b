/** Entry point: styles, the language remembered from last time, and the app on `#app`. */
import './ui/shell/styles.css';
import { App } from './ui/shell/app.ts';
import './ui/physics-load/discwars-module.ts';
import { storedLang } from './ui/i18n/index.ts';
import { installTestHook } from './ui/shell/test-hook.ts';
import { usableStorage } from './ui/storage/stored-data.ts';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
const storage = usableStorage(() => window.localStorage);
const app = new App(root, storage, storedLang(storage));
// The e2e tests and the perf bench drive the page through this; it hands out no state.
installTestHook(app);
// The browser determinism test calls this; the import (and Rapier with it) happens only then.
(window as unknown as { tabletopPhysics: () => Promise<unknown> }).tabletopPhysics = () =>
  import('./ui/physics-load/physics-check.ts').then((m) => m.runPhysicsCheck());
app.start();
