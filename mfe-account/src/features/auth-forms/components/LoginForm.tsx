import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@lettra/shared-ui/router';
import { Button, toastError, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { linkClasses } from '../../../lib/link-classes.ts';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { loginProblem } from '../model/credential-rules.ts';

/** docs/product.md §2 login form; `nextPath` is where a successful login leads (dashboard, or the page that sent here). */
export function LoginForm({ nextPath }: { nextPath: string }) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = loginProblem({ email, password });
    setInvalid(problem !== null);
    // docs/product.md §8: every login failure, local or from the api, is the same destructive toast.
    if (problem) return void toastError(fr.toasts.loginError.title, problem);
    setBusy(true);
    try {
      await login(email.trim(), password);
      navigate(nextPath, { replace: true });
    } catch (error) {
      setInvalid(true);
      toastApiError(error, fr.toasts.loginError);
      setBusy(false);
    }
  }

  return (
    // noValidate: the browser's own bubbles would pre-empt the spec's message (§5).
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Email" required>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid || undefined}
        />
      </Field>
      <div className="ac:flex ac:flex-col ac:gap-2">
        <Field label="Mot de passe" required>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={invalid || undefined}
          />
        </Field>
        <Link to="/forgot-password" className={`${linkClasses} ac:self-end ac:text-sm`}>
          Mot de passe oublié ?
        </Link>
      </div>
      <Button type="submit" size="lg" loading={busy}>
        Se connecter
      </Button>
    </form>
  );
}
