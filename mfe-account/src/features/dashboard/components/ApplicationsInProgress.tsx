import { Link } from '@lettra/shared-ui/router';
import { APPLICATION_STATUS_LABELS } from '@lettra/contracts';
import { Badge, Card, CardContent, LoadingState, formatFrenchDate } from '@lettra/shared-ui';
import { useApplicationsInProgress } from '../hooks/useApplicationsInProgress.ts';

const TEXTS = {
  title: 'Candidatures en cours',
  none: 'Aucune candidature en cours. Passez une lettre au statut « Envoyée » dans Mes lettres pour la suivre ici.',
  failed: 'Vos candidatures n’ont pas pu être chargées.',
  since: (date: string) => `depuis le ${date}`,
  all: 'Suivre mes candidatures',
} as const;

/** The dashboard's applications sent and waiting for an answer ('Envoyée', 'Entretien'), with the day each got there. */
export function ApplicationsInProgress() {
  const applications = useApplicationsInProgress();
  return (
    <section aria-labelledby="dashboard-applications" className="ac:flex ac:flex-col ac:gap-4">
      <h2 id="dashboard-applications" className="ac:text-xl ac:font-semibold ac:text-ink-900">
        {TEXTS.title}
      </h2>
      <Card>
        <CardContent className="ac:flex ac:flex-col ac:gap-4">
          {applications.status === 'loading' ? (
            <LoadingState className="ac:min-h-16" />
          ) : applications.status === 'failed' ? (
            <p className="ac:text-sm ac:text-ink-600">{TEXTS.failed}</p>
          ) : applications.letters.length === 0 ? (
            <p className="ac:text-sm ac:text-ink-600">{TEXTS.none}</p>
          ) : (
            <ul className="ac:flex ac:flex-col ac:divide-y ac:divide-ink-100">
              {applications.letters.map((letter) => (
                <li key={letter.id} className="ac:flex ac:flex-wrap ac:items-center ac:justify-between ac:gap-2 ac:py-2">
                  <span className="ac:min-w-0 ac:break-words ac:font-medium ac:text-ink-900">{letter.title}</span>
                  <span className="ac:flex ac:items-center ac:gap-2 ac:text-sm ac:text-ink-600">
                    <Badge>{APPLICATION_STATUS_LABELS[letter.applicationStatus]}</Badge>
                    {TEXTS.since(formatFrenchDate(letter.statusChangedAt ?? letter.createdAt))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/my-letters" className="ac:self-start ac:text-sm ac:font-medium ac:text-brand-700 ac:underline">
            {TEXTS.all}
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
