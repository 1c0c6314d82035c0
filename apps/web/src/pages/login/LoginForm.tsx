import { type FormEvent, useState } from 'react';
import logo from '../../assets/logo.svg';
import { useT } from '../../i18n/index.ts';
import { prefetchMenuRecords } from '../../router/menuRecordsFetch.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { logIn } from '../../stores/session.ts';
import { LoginIcon } from './loginIcons.tsx';
import './login.css';

export interface LoginFormProps {
  /** Called once the session, the user and the menu records are loaded. */
  onLoggedIn(): void;
  /** Called as the password is sent: the next screens download while the server checks it. */
  onSubmitting(): void;
}

/**
 * The first screen: wrong credentials and throttling show the server's message inline (spec §7). Plain
 * elements styled like antd's form (login.css), neither antd nor the router: the page a person on a slow VPN
 * waits for before they can type weighs React and this (issue 37: at most 120 KB of JavaScript; antd's form,
 * inputs, buttons and icons were 58 KB of the 198 it was).
 */
export function LoginForm({ onLoggedIn, onSubmitting }: LoginFormProps) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [missing, setMissing] = useState({ username: false, password: false });
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const absent = { username: username.trim() === '', password: password === '' };
    setMissing(absent);
    if (absent.username || absent.password || submitting) return;
    setError('');
    setSubmitting(true);
    onSubmitting();
    try {
      await logIn({ username: username.trim(), password });
      await prefetchMenuRecords();
      onLoggedIn();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('requestFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login">
      <button
        type="button"
        className="login__locale"
        onClick={() => setLocale(locale === 'zh' ? 'en' : 'zh')}
        data-testid="login-locale"
      >
        <LoginIcon name="translation" />
        <span>{t('menuLocale')}</span>
      </button>
      <div className="login__panel">
        <div className="login__brand">
          <img src={logo} alt="" width={48} height={48} />
          <div>
            <h1 className="login__product">{t('productName')}</h1>
            <p className="login__tagline">{t('productTagline')}</p>
          </div>
        </div>
        <section className="login__card">
          <h2 className="login__title">{t('loginTitle')}</h2>
          {error && (
            <div className="login__error" role="alert" data-testid="login-error">
              <LoginIcon name="error" />
              <span>{error}</span>
            </div>
          )}
          <form className="login__form" onSubmit={onSubmit} noValidate>
            <label className="login__field">
              <span className="login__label">{t('loginUsername')}</span>
              <span className={`login__input${missing.username ? ' login__input--invalid' : ''}`}>
                <LoginIcon name="user" />
                <input
                  value={username}
                  onChange={(e) => {
                    setUsername(e.target.value);
                    if (e.target.value.trim()) setMissing((m) => ({ ...m, username: false }));
                  }}
                  autoComplete="username"
                  // The first thing a person does here is type their name.
                  // biome-ignore lint/a11y/noAutofocus: the page's one task
                  autoFocus
                  maxLength={64}
                  aria-invalid={missing.username}
                  data-testid="login-username"
                />
              </span>
              {missing.username && (
                <span className="login__field-error" role="alert">
                  {t('loginUsernameRequired')}
                </span>
              )}
            </label>
            <label className="login__field">
              <span className="login__label">{t('loginPassword')}</span>
              <span className={`login__input${missing.password ? ' login__input--invalid' : ''}`}>
                <LoginIcon name="lock" />
                <input
                  type={shown ? 'text' : 'password'}
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    if (e.target.value) setMissing((m) => ({ ...m, password: false }));
                  }}
                  autoComplete="current-password"
                  maxLength={128}
                  aria-invalid={missing.password}
                  data-testid="login-password"
                />
                <button
                  type="button"
                  className="login__reveal"
                  onClick={() => setShown(!shown)}
                  aria-label={t(shown ? 'loginHidePassword' : 'loginShowPassword')}
                >
                  <LoginIcon name={shown ? 'eye' : 'eyeInvisible'} />
                </button>
              </span>
              {missing.password && (
                <span className="login__field-error" role="alert">
                  {t('loginPasswordRequired')}
                </span>
              )}
            </label>
            <button
              type="submit"
              className="login__submit"
              disabled={submitting}
              aria-busy={submitting}
              data-testid="login-submit"
            >
              {submitting && <span className="login__spinner" aria-hidden="true" />}
              {t('loginSubmit')}
            </button>
          </form>
        </section>
        <p className="login__footer">{t('loginFooter')}</p>
      </div>
    </div>
  );
}
