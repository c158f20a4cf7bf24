import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@lettra/shared-ui';

type AuthCardProps = {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring screens (signup, login). */
  footer?: ReactNode;
};

/** The narrow centred card that frames login, signup and password reset. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="ac:mx-auto ac:w-full ac:max-w-md ac:px-4 ac:py-12 ac:sm:py-16">
      <Card>
        <CardHeader className="ac:text-center">
          <h1 className="ac:text-2xl ac:font-bold ac:tracking-tight ac:text-ink-900">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter className="ac:justify-center ac:text-sm ac:text-ink-600">{footer}</CardFooter>}
      </Card>
    </div>
  );
}
