import { Link } from '@market/router';
import { LoadingBlock, SectionUnavailable } from '@market/ui';
import { usePrivacyFacts } from '../api/get-privacy-facts';

/**
 * The generated part of the privacy page: what is stored, why and for how long (the server's
 * retention settings), who receives what (only the processors this shop has configured), and
 * the cookies, all necessary, so there is no cookie banner.
 */
export function PrivacyFacts() {
  const { state, reload } = usePrivacyFacts();
  if (state.status === 'loading') return <LoadingBlock inline label="Loading what we store" />;
  if (state.status === 'error') return <SectionUnavailable onRetry={reload} />;
  const { stored, processors, cookies } = state.data;
  return (
    <section aria-labelledby="what-we-store" className="mt-5">
      <h2 className="h4" id="what-we-store">
        What we store and for how long
      </h2>
      <ul className="list-unstyled privacy-facts">
        {stored.map((item) => (
          <li key={item.what} className="border-bottom py-2">
            <strong className="d-block">{item.what}</strong>
            <span className="d-block">Why: {item.why}</span>
            <span className="d-block">Kept: {item.keptFor}</span>
          </li>
        ))}
      </ul>
      <p>
        You can download a copy of your data, or delete your account, yourself in{' '}
        <Link to="/settings#your-data">Settings, Your data</Link>.
      </p>
      <h2 className="h4">Who receives your data</h2>
      {processors.length === 0 ? (
        <p>Nobody outside this shop: it runs no outside payment, e-mail, storage or sign-in service.</p>
      ) : (
        <ul>
          {processors.map((processor) => (
            <li key={processor.name}>
              <strong>{processor.name}</strong>: {processor.receives}
            </li>
          ))}
        </ul>
      )}
      <h2 className="h4">Cookies</h2>
      <p>
        We set only cookies that are strictly necessary for what you ask of the site, so there is no cookie
        banner: no analytics, advertising or tracking cookies.
      </p>
      <ul>
        {cookies.map((cookie) => (
          <li key={cookie.name}>
            <code>{cookie.name.endsWith('_') ? `${cookie.name}…` : cookie.name}</code>: {cookie.purpose}
          </li>
        ))}
      </ul>
    </section>
  );
}
