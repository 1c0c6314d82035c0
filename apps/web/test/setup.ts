import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import NProgress from 'nprogress';
import { afterAll, afterEach } from 'vitest';
import { useAppStore } from '../src/stores/app.ts';
import { useComparisonStore } from '../src/stores/comparison.ts';
import { useLocaleStore } from '../src/stores/locale.ts';
import { useTabsStore } from '../src/stores/tabs.ts';
import { useUnitSystemStore } from '../src/stores/unitSystem.ts';
import { useUserStore } from '../src/stores/user.ts';

// findBy* / waitFor default to 1 s: too short for a lazily imported screen on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

// The test files of a worker share their modules (vitest.config.ts: isolate off), so the stores outlive a
// file: each test ends with every store as the app starts it.
const stores = [
  useAppStore,
  useComparisonStore,
  useLocaleStore,
  useTabsStore,
  useUnitSystemStore,
  useUserStore,
];
const initialStates = stores.map((store) => store.getState());
// The window outlives a file too: a clicked download link or a page reload may have taken it to another
// address (where no cookie is kept), so each test ends back at the site's root.
const siteRoot = 'http://localhost:3000/';
const happyDom = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
happyDom.setURL(siteRoot);

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  if (window.location.href !== siteRoot) happyDom.setURL(siteRoot);
  document.title = '';
  stores.forEach((store, i) => {
    // biome-ignore lint/suspicious/noExplicitAny: each store takes back its own first state.
    (store as { setState: (state: any, replace: true) => void }).setState(initialStates[i], true);
  });
});

// The navigation progress bar (nprogress) fades out on timers after its last navigation and then touches the
// document; a file that ends inside that fade would have it fire after the DOM environment is gone (seen on a
// slow machine: "document is not defined" from nprogress's remove). Without fades its timers are 0 ms, so they
// run before the wait below ends; the app's own configure() keeps this speed (it sets only the spinner).
NProgress.configure({ speed: 0, trickle: false });
afterAll(async () => {
  for (let waited = 0; document.getElementById('nprogress') && waited < 3000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A fade begun by the last removal has its own timer still to run.
  await new Promise((resolve) => setTimeout(resolve, 10));
});
