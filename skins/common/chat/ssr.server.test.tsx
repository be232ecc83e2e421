/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '../../roofline/ThemeProvider';
import { ProviderBadges, ReviewsWidget } from '../widgets';
import { AiEntryField, AiProFinderButton, ChatInput } from '.';

describe('given a server render (no window, no document)', () => {
  it('should render the chat pieces and widgets without touching the browser', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ThemeProvider>
        <ChatInput initialText="Hello" />
        <ChatInput sendButtonStyle="sparkle" />
        <AiEntryField />
        <AiProFinderButton />
        <ProviderBadges provider={{ hasSuperServiceAward: true, averageRating: 4, reviewCount: 3 }} />
        <ReviewsWidget domain="www.homestars.com" />
      </ThemeProvider>,
    );
    expect(html).toContain('rows="1"');
    expect(html).toContain('Find pros with AI');
    expect(html).toContain('AI Pro Finder');
    expect(html).toContain('Super Service Award');
    expect(html).toContain('data-locale="en-US"');
    // The sparkle send button is hidden until focus: only the first composer's button is rendered.
    expect(html.match(/aria-label="Send"/g)).toHaveLength(1);
  });
});
