import { Switch } from '@lettra/shared-ui/switch';
import { useNotificationPreferences } from '../hooks/useNotificationPreferences.ts';
import type { NotificationPreferences } from '../model/notification-preferences.ts';

const SWITCHES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'email',
    label: 'Notifications par email',
    description: 'Recevez par e-mail les informations importantes sur votre compte.',
  },
  { key: 'newFeatures', label: 'Nouvelles fonctionnalités', description: 'Soyez informé des nouveautés de Lettra.' },
  { key: 'tips', label: 'Conseils et astuces', description: 'Recevez nos conseils pour réussir vos candidatures.' },
];

/** The three switches of docs/product.md §3, each saved as soon as it changes. */
export function NotificationPreferencesForm() {
  const { preferences, ready, change } = useNotificationPreferences();
  return (
    <div className="ac:flex ac:flex-col ac:divide-y ac:divide-ink-200">
      {SWITCHES.map(({ key, label, description }) => (
        <Switch
          key={key}
          label={label}
          description={description}
          checked={preferences[key]}
          disabled={!ready}
          onCheckedChange={(checked) => void change(key, checked)}
          className="ac:py-4 ac:first:pt-0 ac:last:pb-0"
        />
      ))}
    </div>
  );
}
