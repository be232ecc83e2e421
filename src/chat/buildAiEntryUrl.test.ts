import { buildAiEntryUrl } from './buildAiEntryUrl';
import { expectConsole } from '../../test/console';

describe('buildAiEntryUrl', () => {
  const origin = 'https://www.roofline.com';

  it('given no AI link should go to {origin}/ai', () => {
    expect(buildAiEntryUrl({ origin })).toBe('https://www.roofline.com/ai');
  });

  it('should carry the current query string', () => {
    expect(buildAiEntryUrl({ origin, search: '?utm_source=mail&zip=10001' })).toBe(
      'https://www.roofline.com/ai?utm_source=mail&zip=10001',
    );
  });

  it('given typed text should add initialText, trimmed and encoded', () => {
    const url = new URL(buildAiEntryUrl({ origin, search: '?a=1', text: '  fix my roof & gutters ' }));
    expect(url.pathname).toBe('/ai');
    expect(url.searchParams.get('a')).toBe('1');
    expect(url.searchParams.get('initialText')).toBe('fix my roof & gutters');
  });

  it('given blank text should not add initialText', () => {
    expect(buildAiEntryUrl({ origin, text: '   ' })).toBe('https://www.roofline.com/ai');
  });

  it('given typed text should replace an initialText from the current query', () => {
    const url = new URL(buildAiEntryUrl({ origin, search: '?initialText=old&b=2', text: 'new' }));
    expect(url.searchParams.getAll('initialText')).toEqual(['new']);
    expect(url.searchParams.get('b')).toBe('2');
  });

  it('given an absolute AI link should use it and keep its own parameters over the page ones', () => {
    const url = new URL(
      buildAiEntryUrl({
        aiLink: 'https://ai.roofline.com/chat?src=header',
        origin,
        search: '?src=page&x=1',
        text: 'hi',
      }),
    );
    expect(url.origin).toBe('https://ai.roofline.com');
    expect(url.pathname).toBe('/chat');
    expect(url.searchParams.getAll('src')).toEqual(['header']);
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('initialText')).toBe('hi');
  });

  it('given a relative AI link should stay relative', () => {
    expect(buildAiEntryUrl({ aiLink: '/find-pros-ai', origin, search: '?q=1' })).toBe('/find-pros-ai?q=1');
  });

  it.each(['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,x', '', null])(
    'given an unsafe or empty AI link %j should fall back to {origin}/ai',
    (aiLink) => {
      if (aiLink) expectConsole('warn', `Dropped an unsafe link: ${JSON.stringify(aiLink)}`);
      expect(buildAiEntryUrl({ aiLink, origin })).toBe('https://www.roofline.com/ai');
    },
  );

  it('given no origin (server render) should give the relative /ai', () => {
    expect(buildAiEntryUrl({ search: '?a=1' })).toBe('/ai?a=1');
  });

  it('should cap initialText at the chat maximum', () => {
    const url = new URL(buildAiEntryUrl({ origin, text: 'y'.repeat(2500) }));
    expect(url.searchParams.get('initialText')).toHaveLength(2000);
  });
});
