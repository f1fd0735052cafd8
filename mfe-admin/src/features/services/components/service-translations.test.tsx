import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@market/api-client';
import { IntlProvider } from 'react-intl';
import type { ServiceTranslationsBody } from '@market/contracts';
import de from '@/i18n/de.json';
import { emptyServiceDraft, type ServiceDraft } from '../lib/service-validation';
import { ServiceForm } from './service-form';
import { InEnglish } from '@/shared/testing/in-english';

/** A valid English service: two features, one question, the three packages. */
function englishDraft(): ServiceDraft {
  const draft = emptyServiceDraft();
  return {
    ...draft,
    title: 'Logo design',
    category: 'graphics-design',
    subCategory: 'logo-design',
    coverImage: '/uploads/cover.png',
    desc: 'I design logos.',
    shortTitle: 'Logo',
    shortDesc: 'A clean logo',
    features: ['Vector files', '', 'Source file', ''],
    requirements: [{ question: 'Your brand name?', required: true, kind: 'text' }],
    packages: draft.packages.map((pkg, index) => ({
      ...pkg,
      desc: `${pkg.name} work`,
      deliveryTime: String(index + 1),
      revisionNumber: '1',
      regularPrice: String(10 * (index + 1)),
      salePrice: '0',
    })),
  };
}

function renderForm(
  translations?: ServiceTranslationsBody,
  onSubmit = jest.fn().mockResolvedValue(undefined),
) {
  render(
    <ServiceForm
      initial={englishDraft()}
      initialTranslations={translations}
      submitLabel="Update Service"
      failureText="Failed to update service"
      onSubmit={onSubmit}
    />,
    { wrapper: InEnglish },
  );
  return onSubmit;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const pane = (name: RegExp) => screen.getByRole('tabpanel', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Service' }));

describe('ServiceForm language tabs', () => {
  it('opens on English, the form as before, with a tab per other language counting its missing fields', () => {
    renderForm();
    expect(tab(/^English/).getAttribute('aria-selected')).toBe('true');
    // 4 texts + 2 features + 1 question + 3 packages have an English text and none in German.
    expect(tab(/^German/).textContent).toContain('10 fields missing');
    expect(screen.getAllByRole('tab').map((el) => el.textContent?.replace(/\d+.*$/, ''))).toEqual([
      'English',
      'German',
      'Spanish',
      'French',
      'Arabic',
    ]);
    // Only the English fields are drawn: the form's own labels stay unique.
    expect(screen.getAllByLabelText('Service Title')).toHaveLength(1);
  });

  it('shows the English text as each empty field’s placeholder, and writes Arabic right to left', () => {
    renderForm();
    fireEvent.click(tab(/^German/));
    const german = within(pane(/^German/));
    const title = german.getByLabelText('Service Title') as HTMLInputElement;
    expect(title.value).toBe('');
    expect(title.placeholder).toBe('Logo design');
    expect(title.getAttribute('lang')).toBe('de');
    expect((german.getByLabelText('Description') as HTMLTextAreaElement).placeholder).toBe('I design logos.');
    expect((german.getByLabelText('Feature 3') as HTMLInputElement).placeholder).toBe('Source file');
    // No box for a feature the English form leaves empty.
    expect(german.queryByLabelText('Feature 2')).toBeNull();
    expect((german.getByLabelText('Question 1') as HTMLInputElement).placeholder).toBe('Your brand name?');
    expect((german.getByLabelText('Premium package description') as HTMLTextAreaElement).placeholder).toBe(
      'premium work',
    );

    fireEvent.click(tab(/^Arabic/));
    const arabic = within(pane(/^Arabic/)).getByLabelText('Short Title');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
  });

  it('sends only the fields typed in, by language, features and questions in their English places', () => {
    const onSubmit = renderForm();
    fireEvent.click(tab(/^German/));
    const german = within(pane(/^German/));
    type(german.getByLabelText('Service Title'), '  Logodesign ');
    type(german.getByLabelText('Feature 3'), 'Quelldatei');
    type(german.getByLabelText('Question 1'), 'Ihr Markenname?');
    type(german.getByLabelText('Basic package description'), 'Basisarbeit');
    expect(tab(/^German/).textContent).toContain('6 fields missing');
    fireEvent.click(tab(/^French/));
    type(within(pane(/^French/)).getByLabelText('Short Description'), 'Un logo net');
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Logo design',
        translations: {
          de: {
            title: 'Logodesign',
            features: ['', '', 'Quelldatei'],
            packages: { basic: 'Basisarbeit' },
            requirements: ['Ihr Markenname?'],
          },
          fr: { shortDesc: 'Un logo net' },
        },
      }),
    );
  });

  it('sends no translations when none were typed (an edit keeps the stored ones)', () => {
    const onSubmit = renderForm();
    submit();
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('translations');
  });

  it('loads the stored texts, keeps them, and removes a language emptied in the form', () => {
    const onSubmit = renderForm({
      de: { title: 'Logodesign', shortTitle: 'Logo' },
      ar: { title: 'تصميم شعار' },
    });
    expect(tab(/^German/).textContent).toContain('8 fields missing');
    fireEvent.click(tab(/^Arabic/));
    const title = within(pane(/^Arabic/)).getByLabelText('Service Title') as HTMLInputElement;
    expect(title.value).toBe('تصميم شعار');
    type(title, ' ');
    submit();
    expect(onSubmit.mock.calls[0][0].translations).toEqual({
      de: { title: 'Logodesign', shortTitle: 'Logo' },
      ar: null,
    });
  });

  it('goes back to the English tab when an English field needs attention', () => {
    render(
      <ServiceForm
        initial={{ ...englishDraft(), title: '' }}
        submitLabel="Update Service"
        failureText="Failed to update service"
        onSubmit={jest.fn()}
      />,
      { wrapper: InEnglish },
    );
    fireEvent.click(tab(/^Spanish/));
    submit();
    expect(tab(/^English/).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(document.getElementById('service-title'));
  });

  it('speaks the page’s language: the tabs and their counts in German', () => {
    render(
      <IntlProvider locale="de" messages={de}>
        <ServiceForm
          initial={englishDraft()}
          submitLabel="Dienstleistung aktualisieren"
          failureText="x"
          onSubmit={jest.fn()}
        />
      </IntlProvider>,
      { wrapper: InEnglish },
    );
    expect(screen.getByRole('tab', { name: /^Deutsch/ }).textContent).toContain('10 Felder fehlen');
    screen.getByRole('tab', { name: /^Arabisch/ });
  });

  it('says what is missing in the page’s language', () => {
    render(
      <IntlProvider locale="de" messages={de}>
        <ServiceForm
          initial={{ ...englishDraft(), title: '' }}
          submitLabel="Dienstleistung aktualisieren"
          failureText="x"
          onSubmit={jest.fn()}
        />
      </IntlProvider>,
      { wrapper: InEnglish },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dienstleistung aktualisieren' }));
    screen.getByText('Der Titel der Dienstleistung ist erforderlich');
    screen.getByText('Bitte korrigieren Sie die unten markierten Felder.');
  });

  it('opens the language whose text the server refuses, the message next to the field', async () => {
    const refusal = new ApiError('Service Title must be at most 150 characters', 400, undefined, {
      'translations.fr.title': ['Service Title must be at most 150 characters'],
    } as unknown as Record<string, string>);
    renderForm({ fr: { title: 'Titre' } }, jest.fn().mockRejectedValue(refusal));
    await act(async () => submit());
    expect(tab(/^French/).getAttribute('aria-selected')).toBe('true');
    const title = within(pane(/^French/)).getByLabelText('Service Title');
    expect(title.classList.contains('is-invalid')).toBe(true);
    expect(title.parentElement?.textContent).toContain('Service Title must be at most 150 characters');
    expect(document.activeElement).toBe(title);
  });
});
