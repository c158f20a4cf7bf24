import { render, screen } from '@testing-library/react';
import { Field } from './Field.tsx';
import { Input } from './Input.tsx';
import { Select } from './Select.tsx';
import { Textarea } from './Textarea.tsx';

describe('Field', () => {
  it('labels its control and links the hint as its description', () => {
    render(
      <Field label="Mot de passe" hint="Minimum 8 caractères">
        <Input type="password" />
      </Field>,
    );
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAccessibleDescription('Minimum 8 caractères');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error after the hint', () => {
    render(
      <Field label="Email" hint="Votre adresse professionnelle" error="Email ou mot de passe invalide">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Votre adresse professionnelle Email ou mot de passe invalide');
    expect(screen.getByText('Email ou mot de passe invalide')).toBeVisible();
  });

  it('keeps the id and description the control already has', () => {
    render(
      <>
        <p id="cv-help">Collez le texte de votre CV</p>
        <Field label="Votre CV" hint="50 caractères minimum">
          <Textarea id="resume" aria-describedby="cv-help" />
        </Field>
      </>,
    );
    const textarea = screen.getByLabelText('Votre CV');
    expect(textarea).toHaveAttribute('id', 'resume');
    expect(textarea).toHaveAccessibleDescription('Collez le texte de votre CV 50 caractères minimum');
  });

  it('labels a select the same way', () => {
    render(
      <Field label="Ton" hint="Le style de votre lettre">
        <Select defaultValue="formal">
          <option value="formal">Formel</option>
          <option value="friendly">Amical</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Ton' });
    expect(select).toHaveValue('formal');
    expect(select).toHaveAccessibleDescription('Le style de votre lettre');
  });

  it('passes the wiring to a render function', () => {
    render(
      <Field label="Nom complet" error="Champ requis" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Nom complet');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Champ requis');
  });
});
