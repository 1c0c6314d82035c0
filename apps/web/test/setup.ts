import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import NProgress from 'nprogress';
import { afterAll, afterEach } from 'vitest';

// findBy* / waitFor default to 1 s: too short for a lazily imported screen on a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
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
