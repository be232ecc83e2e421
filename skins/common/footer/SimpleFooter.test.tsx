import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SimpleFooter as HomeAdvisorSimpleFooter } from '../../homeadvisor/footer';
import { SimpleFooter as InstaproSimpleFooter } from '../../instapro/footer';
import { SimpleFooter as RooflineSimpleFooter } from '../../roofline/footer';
import { HOME_ADVISOR_SIMPLE_TABLE, ROOFLINE_SIMPLE_TABLE } from '../../../src/footer/__fixtures__/footerTables';
import { preventNavigation, renderFooter, withFakeTimersInEachTest } from './__fixtures__/renderFooter';

preventNavigation();
withFakeTimersInEachTest();

const legalLinks = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('SimpleFooter', () => {
  describe('given the Roofline skin', () => {
    it('should show the spec links in order, the Support Center only when asked', () => {
      const { unmount } = renderFooter(<RooflineSimpleFooter showSupportCenter />);
      expect(legalLinks()).toEqual(ROOFLINE_SIMPLE_TABLE);
      unmount();
      renderFooter(<RooflineSimpleFooter />);
      expect(legalLinks()).toEqual(ROOFLINE_SIMPLE_TABLE.slice(1));
    });

    it('should open every legal link in a new tab with rel="noopener noreferrer"', () => {
      renderFooter(<RooflineSimpleFooter showSupportCenter />);
      for (const link of within(screen.getByRole('contentinfo')).getAllByRole('link')) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    it('should show the copyright from 1995 to the injected year, and Accessibility Tools last', () => {
      renderFooter(<RooflineSimpleFooter />);
      expect(screen.getByText('© 1995-2026 Roofline, Inc. All rights reserved.')).toBeInTheDocument();
      const items = within(screen.getByRole('list', { name: 'Legal' })).getAllByRole('listitem');
      expect(items.at(-1)).toHaveTextContent('Accessibility Tools');
    });

    it('should hide Accessibility Tools when asked', () => {
      renderFooter(<RooflineSimpleFooter showAccessibilityTools={false} />);
      expect(screen.queryByRole('button', { name: 'Accessibility Tools' })).toBeNull();
    });

    it('given another year, should end the range there', () => {
      renderFooter(<RooflineSimpleFooter />, { config: { now: () => Date.UTC(2031, 0, 1) } });
      expect(screen.getByText('© 1995-2031 Roofline, Inc. All rights reserved.')).toBeInTheDocument();
    });
  });

  describe('given the HomeAdvisor skin', () => {
    it('should show its links, Accessibility Tools before Do Not Sell, the terms line, and 1999 to now last', () => {
      const { container } = renderFooter(<HomeAdvisorSimpleFooter />, { skin: 'homeadvisor' });
      expect(legalLinks()).toEqual(HOME_ADVISOR_SIMPLE_TABLE);
      const items = within(screen.getByRole('list', { name: 'Legal' })).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual([
        'Privacy Policy',
        'California Privacy',
        'Accessibility Tools',
        'Do Not Sell or Share My Personal Information',
      ]);
      expect(screen.getByText(/By using this site, you agree to our/)).toHaveTextContent(
        'By using this site, you agree to our Terms of Use.',
      );
      const paragraphs = container.querySelectorAll('p');
      expect(paragraphs[paragraphs.length - 1]).toHaveTextContent('© 1999-2026 HomeAdvisor, Inc. All rights reserved.');
      expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('target', '_blank');
    });
  });

  describe('given the Instapro skin', () => {
    it("should show the regional site's own legal bar, in its language and its company's name", () => {
      renderFooter(<InstaproSimpleFooter domain="www.mybuilder.com" />, { skin: 'instapro' });
      expect(legalLinks()).toEqual([
        ['Terms & conditions', '/terms-conditions'],
        ['Privacy policy', '/privacy-policy'],
        ['Cookie policy', '/cookie-policy'],
        ['Cookie settings', '#cookie_settings_button'],
      ]);
      const bar = screen.getByRole('contentinfo');
      expect(bar).toHaveAttribute('lang', 'en-GB');
      expect(bar).toHaveTextContent(/© 2007-2025 MyBuilder Limited/);
      expect(bar).not.toHaveTextContent(/Roofline/);
    });

    it('should say the German company in German for www.myhammer.de', () => {
      renderFooter(<InstaproSimpleFooter domain="www.myhammer.de" />, { skin: 'instapro' });
      const bar = screen.getByRole('contentinfo');
      expect(bar).toHaveAttribute('lang', 'de-DE');
      expect(bar).not.toHaveTextContent(/Roofline/);
    });
  });

  describe('given a click on Accessibility Tools', () => {
    it('should load the widget, remember the choice, poll for its trigger and open it', async () => {
      const trigger = document.createElement('button');
      const open = jest.fn();
      trigger.addEventListener('click', open);
      let loaded = false;
      const loadScript = jest.fn(async () => {
        loaded = true;
      });
      const storage = { getItem: jest.fn(() => null), setItem: jest.fn(), removeItem: jest.fn() };
      const { user, analytics } = renderFooter(
        <RooflineSimpleFooter
          accessibilityWidget={{
            scriptUrl: 'https://cdn.example/a11y.js',
            loadScript,
            findTrigger: () => (loaded ? trigger : null),
          }}
        />,
        { config: { storage } },
      );
      await user.click(screen.getByRole('button', { name: 'Accessibility Tools' }));
      expect(loadScript).toHaveBeenCalledWith('https://cdn.example/a11y.js');
      expect(storage.setItem).toHaveBeenCalledWith(expect.any(String), 'yes');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(open).toHaveBeenCalledTimes(1);
      expect(analytics.track).toHaveBeenCalledWith(
        'Item Clicked',
        expect.objectContaining({ label: 'Accessibility Tools', component_type: 'simple_footer' }),
      );
    });
  });

  describe('given a link click', () => {
    it("should send 'Item Clicked' with the link's context", async () => {
      const { user, analytics } = renderFooter(<HomeAdvisorSimpleFooter />, { skin: 'homeadvisor' });
      await user.click(screen.getByRole('link', { name: 'California Privacy' }));
      expect(analytics.track).toHaveBeenCalledWith('Item Clicked', {
        label: 'California Privacy',
        element_id: 'legal-california-privacy',
        element_key: 'california-privacy',
        component_type: 'simple_footer',
      });
    });
  });

  it.each([
    ['roofline', <RooflineSimpleFooter key="r" showSupportCenter />],
    ['homeadvisor', <HomeAdvisorSimpleFooter key="h" />],
  ] as const)('given the %s skin, should have no axe violations', async (skin, ui) => {
    const { container } = renderFooter(ui, { skin });
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});
