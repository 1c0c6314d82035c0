import { useNavigate } from 'react-router';
import { preloadFirstScreens } from '../../router/firstScreens.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The login form as a route of the running app (a session that expired, a logout): on to the dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  return <LoginForm onSubmitting={preloadFirstScreens} onLoggedIn={() => navigate('/', { replace: true })} />;
}
