import { useState, type FormEvent } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { CircleAlert, MailCheck } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { Field, Input } from '@lettra/shared-ui/form-fields';
import { Checkbox } from '@lettra/shared-ui/checkbox';
import { linkClasses } from '../../../lib/link-classes.ts';
import { DoneMessage } from '../../../lib/DoneMessage.tsx';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { requestSignup } from '../api/request-signup.ts';
import { signupProblem } from '../model/credential-rules.ts';

/**
 * docs/product.md §2 signup form: the submit button waits for the terms box (§5). The api answers
 * every address the same way and mails the link that creates the account (docs/security.md 'Sign-up by
 * e-mail link'): the form gives way to that answer.
 */
export function SignupForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = signupProblem({ name, email, password, acceptTerms });
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const answer = await requestSignup({ name: name.trim(), email: email.trim(), password, acceptTerms });
      setSent(answer.message);
    } catch (error) {
      toastApiError(error, fr.toasts.signupError);
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <DoneMessage icon={MailCheck} message={sent} next={{ to: '/login', label: 'Aller à la page de connexion' }} />;

  return (
    <form noValidate aria-label="Inscription" onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Nom complet" required>
        <Input name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field label="Email" required>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Mot de passe" hint={fr.auth.passwordHint} required>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Checkbox
        name="acceptTerms"
        checked={acceptTerms}
        onCheckedChange={(checked) => setAcceptTerms(checked === true)}
        label={
          <>
            J'accepte les{' '}
            <Link to="/terms" className={linkClasses}>
              conditions d'utilisation
            </Link>
          </>
        }
      />
      {problem && (
        <p
          role="alert"
          className="ac:flex ac:items-start ac:gap-2 ac:rounded-control ac:border ac:border-danger-200 ac:bg-danger-50 ac:px-3 ac:py-2 ac:text-sm ac:font-medium ac:text-danger-800"
        >
          <CircleAlert aria-hidden="true" className="ac:mt-0.5 ac:size-4 ac:shrink-0" />
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!acceptTerms} loading={busy}>
        {fr.nav.signup}
      </Button>
    </form>
  );
}
