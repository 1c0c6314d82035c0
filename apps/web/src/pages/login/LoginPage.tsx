import { LockOutlined, TranslationOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import logo from '../../assets/logo.svg';
import { useT } from '../../i18n/index.ts';
import { preloadFirstScreens } from '../../router/firstScreens.tsx';
import { prefetchMenuRecords } from '../../router/menuRecordsFetch.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { logIn } from '../../stores/session.ts';
import './login.css';

interface LoginFields {
  username: string;
  password: string;
}

/** The first screen: wrong credentials and throttling show the server's message inline (spec §7). */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (fields: LoginFields) => {
    setError('');
    setSubmitting(true);
    // While the password is checked (argon2 takes its time on purpose), the next screens download.
    preloadFirstScreens();
    try {
      await logIn({ username: fields.username.trim(), password: fields.password });
      await prefetchMenuRecords();
      navigate('/', { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('requestFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login">
      <Button
        className="login__locale"
        type="text"
        icon={<TranslationOutlined />}
        onClick={() => setLocale(locale === 'zh' ? 'en' : 'zh')}
        data-testid="login-locale"
      >
        {t('menuLocale')}
      </Button>
      <div className="login__panel">
        <div className="login__brand">
          <img src={logo} alt="" width={48} height={48} />
          <div>
            <h1 className="login__product">{t('productName')}</h1>
            <p className="login__tagline">{t('productTagline')}</p>
          </div>
        </div>
        {/* Plain elements, not antd's Card and Typography: Card brings tabs and menus, Typography its copy and
            ellipsis machinery, which the login page would download for nothing (its budget: build/budget.ts). */}
        <section className="login__card">
          <h2 className="login__title">{t('loginTitle')}</h2>
          {error && (
            <Alert className="login__error" type="error" showIcon title={error} data-testid="login-error" />
          )}
          <Form<LoginFields> layout="vertical" size="large" onFinish={onFinish} requiredMark={false}>
            <Form.Item
              name="username"
              label={t('loginUsername')}
              rules={[{ required: true, whitespace: true, message: t('loginUsernameRequired') }]}
            >
              <Input
                prefix={<UserOutlined />}
                autoComplete="username"
                autoFocus
                maxLength={64}
                data-testid="login-username"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('loginPassword')}
              rules={[{ required: true, message: t('loginPasswordRequired') }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                maxLength={128}
                data-testid="login-password"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
              {t('loginSubmit')}
            </Button>
          </Form>
        </section>
        <p className="login__footer">{t('loginFooter')}</p>
      </div>
    </div>
  );
}
