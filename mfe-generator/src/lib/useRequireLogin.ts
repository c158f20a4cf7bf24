import { useLocation, useNavigate } from '@lettra/shared-ui/router';
import { toastError } from '@lettra/shared-ui';
import { generatorToasts } from '../content/toast-texts.ts';
import { use } from 'react';
import { GeneratorPlace } from './generator-place.tsx';
import { loginPathFor } from './login-path.ts';

/**
 * docs/product.md §5: generating while signed out shows 'Connexion requise' and leads to /login. The draft is
 * kept in sessionStorage, and `next` brings the user back to this page, at the generator's section, after signing in.
 */
export function useRequireLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const section = use(GeneratorPlace);
  return () => {
    toastError(generatorToasts.loginRequired.title, generatorToasts.loginRequired.description);
    navigate(loginPathFor(location, section));
  };
}
