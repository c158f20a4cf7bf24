import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, TestQueryProvider } from '@lettra/shared-ui/testing';
import { WhyThisSentence, type ExplanationTexts } from './WhyThisSentence.tsx';

const CONTENT = [
  'Madame, Monsieur,',
  '',
  'Chez Cloudia, j’ai refondu l’espace client en React. Je maîtrise aussi Kubernetes au quotidien.',
  '',
  'Camille Martin',
].join('\n');
const TEXTS: ExplanationTexts = { resume: 'Camille Martin, développeuse React', jobPosting: 'Développeur React (H/F)' };
const SENTENCES = [
  {
    sentence: 'Chez Cloudia, j’ai refondu l’espace client en React.',
    cvLine: 'Refonte de l’espace client en React et TypeScript',
    postingLine: 'Maîtrise de React indispensable.',
    flagged: null,
  },
  { sentence: 'Je maîtrise aussi Kubernetes au quotidien.', cvLine: null, postingLine: null, flagged: 'Absent de votre CV : Kubernetes.' },
];

function renderToggle(texts: ExplanationTexts | null = TEXTS, onNeedTexts = vi.fn()) {
  render(
    <TestQueryProvider>
      <WhyThisSentence letterId="let_1" from={2} content={CONTENT} texts={texts} onNeedTexts={onNeedTexts} />
    </TestQueryProvider>,
  );
  return { onNeedTexts };
}

const toggle = () => screen.getByRole('button', { name: 'Pourquoi cette phrase ?' });

describe('WhyThisSentence', () => {
  it('asks nothing before it is opened, then sends the version, the CV and the posting', async () => {
    const { calls } = fakeApi({ 'POST /letters/:id/explanations': () => ({ sentences: SENTENCES }) });
    renderToggle();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toEqual([]);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'Sur quoi repose chaque phrase' })).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/letters/let_1/explanations', body: { ...TEXTS, from: 2 } }]);
  });

  it('gives each sentence its CV line on keyboard focus, as its description, and the fact check’s reason', async () => {
    fakeApi({ 'POST /letters/:id/explanations': () => ({ sentences: SENTENCES }) });
    renderToggle();
    await userEvent.click(toggle());
    await screen.findByRole('heading', { name: 'Sur quoi repose chaque phrase' });
    await userEvent.tab();
    const first = screen.getByText(SENTENCES[0]?.sentence ?? '', { selector: 'mark' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(/Ligne du CV\s*Refonte de l’espace client en React et TypeScript\s*Ligne de l’offre\s*Maîtrise de React indispensable\./);
    expect(first).toHaveClass('bg-brand-100');
    await userEvent.tab();
    const second = screen.getByText(SENTENCES[1]?.sentence ?? '', { selector: 'mark' });
    expect(second).toHaveFocus();
    expect(second).toHaveAccessibleDescription(/Aucune ligne de votre CV\s*À vérifier\s*Absent de votre CV : Kubernetes\./);
    const list = screen.getByRole('list');
    expect(list.children).toHaveLength(2);
  });

  it('says so when no sentence rests on a line of the CV', async () => {
    fakeApi({ 'POST /letters/:id/explanations': () => ({ sentences: [] }) });
    renderToggle();
    await userEvent.click(toggle());
    expect(await screen.findByText('Aucune phrase de cette lettre ne s’appuie sur une ligne précise de votre CV.')).toBeInTheDocument();
  });

  it('shows the api’s refusal and reads again on ‘Réessayer’', async () => {
    let answers = 0;
    fakeApi({
      'POST /letters/:id/explanations': () => {
        answers += 1;
        return answers === 1 ? refusal(429, { code: 'TooManyAttemptsError', message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' }) : { sentences: SENTENCES };
      },
    });
    renderToggle();
    await userEvent.click(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible d’expliquer la lettreTrop de tentatives. Veuillez réessayer dans quelques minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Sur quoi repose chaque phrase' })).toBeInTheDocument();
  });

  it('asks the screen for the CV and the posting when it has none, and sends nothing', async () => {
    const { calls } = fakeApi({});
    const { onNeedTexts } = renderToggle(null);
    await userEvent.click(toggle());
    expect(onNeedTexts).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Indiquez votre CV et l’offre d’emploi pour voir sur quoi repose chaque phrase.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
