import { safeReturnTo, useAuthGuard } from '../../../src';
import { useEffect, type ReactNode } from 'react';
import { storeSignedIn } from './galleryState';

/**
 * The pages the chrome sends people to. On a real site these belong to the site; here they show
 * what arrived, so a person (or a test) can see where a search, a suggestion or a redirect went.
 */
function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="landing">
      <h1>{title}</h1>
      {children}
      <p>
        <a href="/">Back to the gallery</a>
      </p>
    </main>
  );
}

function Params() {
  const entries = [...new URLSearchParams(window.location.search).entries()];
  if (entries.length === 0) return <p>No query parameters.</p>;
  return (
    <dl className="params" aria-label="Query parameters">
      {entries.map(([key, value], index) => (
        <div key={`${key}-${index}`}>
          <dt>{key}</dt>
          <dd data-param={key}>{value === '' ? '(empty)' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ResultsPage() {
  const query = new URLSearchParams(window.location.search).get('query') ?? '';
  return (
    <Page title={`Results for "${query}"`}>
      <p>The search sent you to the results page with these parameters:</p>
      <Params />
    </Page>
  );
}

export function ServiceRequestPage() {
  return (
    <Page title="Service request">
      <p>
        The suggestion you picked opened <code>{window.location.pathname}</code> with:
      </p>
      <Params />
    </Page>
  );
}

export function AiPage() {
  const initialText = new URLSearchParams(window.location.search).get('initialText');
  return (
    <Page title="Find pros with AI">
      <p>{initialText ? `You asked: ${initialText}` : 'You arrived without a question.'}</p>
      <Params />
    </Page>
  );
}

export function LoginPage() {
  const redirect = new URLSearchParams(window.location.search).get('redirect');
  const target = safeReturnTo(redirect, { origin: window.location.origin, fallback: '/' });
  return (
    <Page title="Log in">
      <p>
        You were sent here to log in. Afterwards you go back to <code data-testid="return-to">{target}</code>.
      </p>
      <button
        type="button"
        onClick={() => {
          storeSignedIn(true);
          window.location.assign(target);
        }}
      >
        Log in as Pat
      </button>
    </Page>
  );
}

/** A protected page: the auth guard sends signed-out visitors to /login?redirect=... */
export function AccountPage() {
  let signedIn = false;
  try {
    signedIn = window.localStorage.getItem('chrome-gallery:signed-in') === 'yes';
  } catch {
    signedIn = false;
  }
  const { isAllowed } = useAuthGuard({ isAuthenticated: signedIn });
  if (!isAllowed) return <p role="status">Checking that you are logged in...</p>;
  return (
    <Page title="Your account">
      <p>Welcome back, Pat. Only signed-in visitors see this page.</p>
      <p>
        <a href="/auth/logout">Log out</a>
      </p>
    </Page>
  );
}

export function LogoutPage() {
  useEffect(() => storeSignedIn(false), []);
  return (
    <Page title="You are logged out">
      <p>See you soon.</p>
    </Page>
  );
}
