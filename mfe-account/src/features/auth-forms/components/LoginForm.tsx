import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@lettra/shared-ui/router';
import { Button, toastError, useAuth } from '@lettra/shared-ui';
import { accountToasts } from '../../../content/toast-texts.ts';
import { authTexts } from '../../../content/auth-texts.ts';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { linkClasses } from '../../../lib/link-classes.ts';
import { showSubmissionFailure } from '../../../lib/submission-failure.ts';
import { loginFormSchema, type LoginForm as LoginFields } from '../model/credential-rules.ts';

// docs/product.md §8: every login failure, local or from the api, is the same destructive toast, and
// the last one replaces the one before.
const LOGIN = { action: 'login' };

/** docs/product.md §2 login form; `nextPath` is where a successful login leads (dashboard, or the page that sent here). */
export function LoginForm({ nextPath }: { nextPath: string }) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<LoginFields>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const invalid = Object.keys(formState.errors).length > 0 || undefined;

  const submit = handleSubmit(
    async ({ email, password }) => {
      try {
        await login(email, password);
        navigate(nextPath, { replace: true });
      } catch (error) {
        // Which of the two was wrong is not said (docs/product.md §5): both are marked.
        setError('root.refused', { type: 'server' });
        showSubmissionFailure(error, { fallback: accountToasts.loginError, action: LOGIN });
      }
    },
    () => void toastError(accountToasts.loginError.title, authTexts.invalidCredentials, LOGIN),
  );

  return (
    // noValidate: the browser's own bubbles would pre-empt the spec's message (§5).
    <form noValidate onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Email" required>
        <Input type="email" autoComplete="email" {...register('email')} aria-invalid={invalid} />
      </Field>
      <div className="ac:flex ac:flex-col ac:gap-2">
        <Field label="Mot de passe" required>
          <Input type="password" autoComplete="current-password" {...register('password')} aria-invalid={invalid} />
        </Field>
        <Link to="/forgot-password" className={`${linkClasses} ac:self-end ac:text-sm`}>
          Mot de passe oublié ?
        </Link>
      </div>
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        Se connecter
      </Button>
    </form>
  );
}
