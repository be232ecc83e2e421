import { makeRawNavigationData } from './__fixtures__/navigationData';
import { formatGreeting, getHeaderView } from './getHeaderView';
import { normalizeNavigationData } from './normalizeNavigationData';

// A first name made only of whitespace and invisible characters renders as nothing: it is no name, for
// the greeting as the link names already were (src/safety/visibleText.ts).
describe('a first name made only of invisible characters', () => {
  const data = normalizeNavigationData(makeRawNavigationData())!;

  it.each(['\u200B', ' \u00AD\u2060 ', '\u200D\uFEFF', '\u2800'])('%j is not signed in and greets no one', (name) => {
    const view = getHeaderView(data, { firstName: name });
    expect(view.isSignedIn).toBe(false);
    expect(view.firstName).toBeNull();
    expect(view.showAccountMenu).toBe(false);
    expect(view.loginLink).not.toBeNull();
    expect(formatGreeting('Hi, {firstName}!', name)).toBe('Hi');
  });

  it('a name with a visible character still signs in', () => {
    const view = getHeaderView(data, { firstName: '\u200BAnn' });
    expect(view.isSignedIn).toBe(true);
    expect(view.greeting).toBe('Hi, \u200BAnn!');
  });
});
