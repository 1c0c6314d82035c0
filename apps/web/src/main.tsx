import './zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/antd.css';
import { LoginForm } from './pages/login/LoginForm.tsx';
import { preloadFirstScreens, ShellScreen } from './router/firstScreens.tsx';
import { hasLoginMarker } from './stores/user.ts';
import './styles.css';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);
const loadApp = () => import('./App.tsx');

function showApp(): void {
  void loadApp().then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// A page opened at /login by someone not logged in shows the login form alone, without the app: antd, the
// router, the providers and the route table then download while the password is checked, not before the
// person can type (issue 37: the login page's JavaScript at most 120 KB). Every other path, and /login
// reached inside the running app (a logout, an expired session), goes through the app's router.
if (window.location.pathname === '/login' && !hasLoginMarker()) {
  root.render(
    <StrictMode>
      <LoginForm
        onSubmitting={() => {
          void loadApp();
          preloadFirstScreens();
        }}
        onLoggedIn={() => {
          window.history.replaceState(null, '', '/');
          showApp();
        }}
      />
    </StrictMode>,
  );
} else {
  // The app's providers and router are a chunk of their own (above): a logged-in page fetches the shell beside
  // it rather than after it.
  if (hasLoginMarker()) void ShellScreen.preload().catch(() => {});
  showApp();
}
