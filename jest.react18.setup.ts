// The React 18 lane's one allowance (jest.react18.config.ts). React 18's server renderer prints
// "useLayoutEffect does nothing on the server" for each layout effect it meets; React 19 prints
// nothing. On a real server there is no `document`, so `useIsomorphicLayoutEffect` (and Radix's own)
// pick `useEffect` there and React 18 has nothing to say; these tests render the server HTML inside
// jsdom, where `document` exists, to hydrate it next. So during a server render, and only then, that
// one message is dropped; every other console.error still reaches the console guard (jest.setup.ts,
// test/console.ts), which fails a test on any it does not expect.
// `npm run test:hydration` (e2e/hydration.mjs) renders with no jsdom and fails on any server message.

import type * as ReactDOMServer from 'react-dom/server';

const SERVER_ONLY = /^Warning: useLayoutEffect does nothing on the server/;

function withoutLayoutEffectWarning<A extends unknown[], R>(render: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    const error = console.error;
    console.error = (...messages: unknown[]) => {
      if (typeof messages[0] === 'string' && SERVER_ONLY.test(messages[0])) return;
      error.apply(console, messages);
    };
    try {
      return render(...args);
    } finally {
      console.error = error;
    }
  };
}

jest.mock('react-dom/server', () => {
  const server = jest.requireActual<typeof ReactDOMServer>('react-dom/server');
  return {
    ...server,
    renderToString: withoutLayoutEffectWarning(server.renderToString),
    renderToStaticMarkup: withoutLayoutEffectWarning(server.renderToStaticMarkup),
  };
});
