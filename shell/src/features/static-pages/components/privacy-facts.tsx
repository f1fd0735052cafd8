import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@market/router';
import { LoadingBlock, useContentLocale, useLocale } from '@market/ui';
import { SectionUnavailable } from '@/components/section-unavailable';
import { usePrivacyFacts } from '../api/get-privacy-facts';

/**
 * The generated part of the privacy page: what is stored, why and for how long (the server's
 * retention settings), who receives what (only the processors this shop has configured), and
 * the cookies, all necessary, so there is no cookie banner.
 */
export function PrivacyFacts() {
  const intl = useIntl();
  // The server's words are in the content language: marked when the page's differs (the pseudo-locale).
  const { locale } = useLocale();
  const contentLocale = useContentLocale();
  const lang = contentLocale === locale ? undefined : contentLocale;
  const content = (text: string) => (lang ? <span lang={lang}>{text}</span> : text);
  const { state, reload } = usePrivacyFacts();
  if (state.status === 'loading') {
    return (
      <LoadingBlock
        inline
        label={intl.formatMessage({
          id: 'shell.privacy.factsLoading',
          defaultMessage: 'Loading what we store',
        })}
      />
    );
  }
  if (state.status === 'error') return <SectionUnavailable onRetry={reload} />;
  const { stored, processors, cookies } = state.data;
  return (
    <section aria-labelledby="what-we-store" className="mt-5">
      <h2 className="h4" id="what-we-store">
        <FormattedMessage id="shell.privacy.storedTitle" defaultMessage="What we store and for how long" />
      </h2>
      <ul className="list-unstyled privacy-facts">
        {stored.map((item) => (
          <li key={item.what} className="border-bottom py-2">
            <strong className="d-block" lang={lang}>
              {item.what}
            </strong>
            <span className="d-block">
              <FormattedMessage
                id="shell.privacy.storedWhy"
                defaultMessage="Why: {why}"
                values={{ why: content(item.why) }}
              />
            </span>
            <span className="d-block">
              <FormattedMessage
                id="shell.privacy.storedKept"
                defaultMessage="Kept: {keptFor}"
                values={{ keptFor: content(item.keptFor) }}
              />
            </span>
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage
          id="shell.privacy.yourData"
          defaultMessage="You can download a copy of your data, or delete your account, yourself in <link>Settings, Your data</link>."
          values={{ link: (text) => <Link to="/settings#your-data">{text}</Link> }}
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.processorsTitle" defaultMessage="Who receives your data" />
      </h2>
      {processors.length === 0 ? (
        <p>
          <FormattedMessage
            id="shell.privacy.noProcessors"
            defaultMessage="Nobody outside this shop: it runs no outside payment, e-mail, storage or sign-in service."
          />
        </p>
      ) : (
        <ul>
          {processors.map((processor) => (
            <li key={processor.name}>
              <FormattedMessage
                id="shell.privacy.processor"
                defaultMessage="{name}: {receives}"
                values={{
                  name: <strong>{processor.name}</strong>,
                  receives: content(processor.receives),
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.cookiesTitle" defaultMessage="Cookies" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.cookiesText"
          defaultMessage="We set only cookies that are strictly necessary for what you ask of the site, so there is no cookie banner: no analytics, advertising or tracking cookies."
        />
      </p>
      <ul>
        {cookies.map((cookie) => (
          <li key={cookie.name}>
            <FormattedMessage
              id="shell.privacy.cookie"
              defaultMessage="{name}: {purpose}"
              values={{
                name: (
                  <code translate="no">{cookie.name.endsWith('_') ? `${cookie.name}…` : cookie.name}</code>
                ),
                purpose: content(cookie.purpose),
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
