import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import { TRANSLATED_LOCALES, type BlogTranslationsBody, type TranslatedLocale } from '@market/contracts';
import { TextField } from '@/shared/components/text-field';
import { UploadField } from '@/shared/components/upload-field';
import type { BlogInput } from '../api/blogs-api';
import {
  blogTranslationDrafts,
  blogTranslationsBody,
  missingBlogFields,
  type BlogTranslationDraft,
  type BlogTranslationDrafts,
} from '../lib/blog-translations';
import { useCheckedForm } from '@/shared/lib/use-checked-form';
import { serverBlogErrors, validateBlog, type BlogDraft } from '../lib/blog-validation';
import { formMessages } from './blog-messages';
import { languageTabMessages } from '@/shared/components/language-tabs';
import { LanguageTabs, type TabKey } from '@/shared/components/language-tabs';

interface BlogFormProps {
  initial: BlogDraft;
  submitLabel: string;
  failureText: string;
  /** The stored texts in the other languages (an edit); none on an add. */
  initialTranslations?: BlogTranslationsBody;
  /** Saves the blog; a rejection keeps everything typed and shows why. */
  onSubmit: (input: BlogInput) => Promise<void>;
}

/**
 * The add and edit blog form: title, description and one or more images in English (the
 * fallback), with a tab per other language for the title and the text.
 */
export function BlogForm(props: BlogFormProps) {
  return <BlogFormFields {...props} />;
}

interface TranslationProps {
  locale: TranslatedLocale;
  english: BlogDraft;
  translation: BlogTranslationDraft;
  onChange: (translation: BlogTranslationDraft) => void;
}

/** One other language's title and text, each optional, the English one as its placeholder. */
function BlogTranslationFields({ locale, english, translation, onChange }: TranslationProps) {
  const t = useIntl().formatMessage;
  const shared = { lang: locale, dir: locale === 'ar' ? 'rtl' : undefined };
  return (
    <>
      <p className="small text-body-secondary">{t(languageTabMessages.intro)}</p>
      <Form.Group className="mb-3" controlId={`blog-${locale}-title`}>
        <Form.Label>{t(formMessages.title)}</Form.Label>
        <Form.Control
          {...shared}
          value={translation.title}
          placeholder={english.title}
          maxLength={200}
          onChange={(event) => onChange({ ...translation, title: event.target.value })}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`blog-${locale}-description`}>
        <Form.Label>{t(formMessages.description)}</Form.Label>
        <Form.Control
          {...shared}
          as="textarea"
          rows={8}
          value={translation.description}
          placeholder={english.description}
          onChange={(event) => onChange({ ...translation, description: event.target.value })}
        />
      </Form.Group>
    </>
  );
}

function BlogFormFields({ initial, submitLabel, failureText, initialTranslations, onSubmit }: BlogFormProps) {
  const t = useIntl().formatMessage;
  const [draft, setDraft] = useState<BlogDraft>(initial);
  const [translations, setTranslations] = useState<BlogTranslationDrafts>(() =>
    blogTranslationDrafts(initialTranslations),
  );
  const [tab, setTab] = useState<TabKey>('en');
  const [uploading, setUploading] = useState(false);
  const { errors, clear, formError, sending, submit } = useCheckedForm({
    check: () => validateBlog(draft, t),
    send: (value) => {
      const translated = blogTranslationsBody(translations, initialTranslations);
      return onSubmit(translated ? { ...value, translations: translated } : value);
    },
    serverErrors: serverBlogErrors,
    failureText,
    onInvalid: () => setTab('en'),
  });

  const missing = useMemo(
    () =>
      Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => [locale, missingBlogFields(draft, translations[locale])]),
      ) as Record<TranslatedLocale, number>,
    [draft, translations],
  );

  function change<K extends keyof BlogDraft>(key: K, value: BlogDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    clear(key);
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={submitLabel}>
      {formError && (
        <Alert variant="danger" className="py-2">
          {formError}
        </Alert>
      )}
      <LanguageTabs
        id="blog-languages"
        active={tab}
        onSelect={setTab}
        missing={missing}
        english={
          <>
            <TextField
              id="blog-title"
              label={t(formMessages.title)}
              maxLength={200}
              value={draft.title}
              onChange={(value) => change('title', value)}
              error={errors.title}
            />
            <TextField
              id="blog-description"
              label={t(formMessages.description)}
              rows={8}
              value={draft.description}
              onChange={(value) => change('description', value)}
              error={errors.description}
            />
            <UploadField
              id="blog-images"
              label={t(formMessages.images)}
              multiple
              max={20}
              help={t(formMessages.imagesHelp)}
              urls={draft.images}
              onChange={(urls) => change('images', urls)}
              error={errors.images}
              onBusyChange={setUploading}
            />
          </>
        }
        translation={(locale) => (
          <BlogTranslationFields
            locale={locale}
            english={draft}
            translation={translations[locale]}
            onChange={(next) => setTranslations((current) => ({ ...current, [locale]: next }))}
          />
        )}
      />
      <Button type="submit" disabled={sending || uploading}>
        {sending ? t(formMessages.saving) : submitLabel}
      </Button>
    </Form>
  );
}
