import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@lettra/shared-ui/router';
import { MailCheck } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { accountToasts } from '../../../content/toast-texts.ts';
import { authTexts } from '../../../content/auth-texts.ts';
import { Field, FormProblem, Input } from '@lettra/shared-ui/form-fields';
import { Checkbox } from '@lettra/shared-ui/checkbox';
import { linkClasses } from '../../../lib/link-classes.ts';
import { DoneMessage } from '../../../lib/DoneMessage.tsx';
import { showSubmissionFailure } from '../../../lib/submission-failure.ts';
import { requestSignup } from '../api/request-signup.ts';
import { signupFormSchema, type SignupForm as SignupFields } from '../model/credential-rules.ts';

/**
 * docs/product.md §2 signup form: the submit button waits for the terms box (§5), and one message
 * says what is missing. The api answers every address the same way and mails the link that creates
 * the account (docs/security.md 'Sign-up by e-mail link'): the form gives way to that answer.
 */
export function SignupForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<SignupFields>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', acceptTerms: false },
  });
  const termsAccepted = useWatch({ control, name: 'acceptTerms' });
  // The first problem in the schema's order: the terms first, then the one incomplete-form message.
  const problem = Object.values(formState.errors)[0]?.message;

  // The resolver hands over the schema's output: the name and the e-mail trimmed.
  const submit = handleSubmit(async (fields) => {
    try {
      const answer = await requestSignup(fields);
      setSent(answer.message);
    } catch (error) {
      // The activation's outcome ('Inscription réussie') replaces this one: same action.
      showSubmissionFailure(error, { fallback: accountToasts.signupError, action: { action: 'signup' } });
    }
  });

  if (sent) return <DoneMessage icon={MailCheck} message={sent} next={{ to: '/login', label: 'Aller à la page de connexion' }} />;

  return (
    <form noValidate aria-label="Inscription" onSubmit={submit} className="ac:flex ac:flex-col ac:gap-5">
      <Field label="Nom complet" required>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Email" required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Mot de passe" hint={authTexts.passwordHint} required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field }) => (
          <Checkbox
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            label={
              <>
                J'accepte les{' '}
                <Link to="/terms" className={linkClasses}>
                  conditions d'utilisation
                </Link>
              </>
            }
          />
        )}
      />
      {problem && <FormProblem>{problem}</FormProblem>}
      <Button type="submit" size="lg" disabled={!termsAccepted} loading={formState.isSubmitting}>
        {fr.nav.signup}
      </Button>
    </form>
  );
}
