import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { AuthCard } from './auth-card';
import { useSignIn } from './sign-in';

export function LoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { signIn, loading } = useSignIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!email.trim() || !password) {
      setError('Please enter your e-mail and password.');
      return;
    }
    try {
      await signIn(email, password);
      await navigate({ to: redirectTo ?? '/admin-panel' });
    } catch (err) {
      setError(errorMessage(err, 'Sign-in failed. Check your connection and try again.'));
    }
  };

  return (
    <AuthCard title="Sign in">
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
        {error && (
          <p className={ui.alert} role="alert">
            {error}
          </p>
        )}
        <div className={ui.field}>
          <label className={ui.label} htmlFor="login-email">
            E-mail
          </label>
          <input
            id="login-email"
            className={ui.input}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value.toLowerCase())}
            required
          />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="login-password">
            Password
          </label>
          <input
            id="login-password"
            className={ui.input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.buttonPrimary} disabled={loading}>
            {loading ? 'Signing in…' : 'Sign in'}
          </button>
          <Link to="/admin-panel/password-recovery" className={ui.button}>
            Forgot password?
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
