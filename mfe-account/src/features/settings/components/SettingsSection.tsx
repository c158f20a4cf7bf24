import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@lettra/shared-ui';

type SettingsSectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** One anchored section of /settings (docs/product.md §2): `#profil`, `#abonnement`, `#notifications`, `#cv`, `#securite`. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="ac:scroll-mt-24">
      <Card>
        <CardHeader>
          <h2 id={`${id}-title`} className="ac:text-lg ac:font-semibold ac:text-ink-900">
            {title}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="ac:flex ac:flex-col ac:gap-6">{children}</CardContent>
      </Card>
    </section>
  );
}
