import { render, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../../test/console';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ComponentType, ReactNode } from 'react';
import { ChromeProvider, type Brand, type ChromeConfig } from '../../../src';
import * as homeadvisor from '../../homeadvisor';
import * as instapro from '../../instapro';
import * as roofline from '../../roofline';

const SKINS = [
  { name: 'roofline', skin: roofline },
  { name: 'homeadvisor', skin: homeadvisor },
  { name: 'instapro', skin: instapro },
] as const;

function fakeResponse(status: number, body?: unknown): Response {
  return { ok: status < 300, status, json: async () => body, text: async () => JSON.stringify(body) } as Response;
}

function renderIn(ThemeProvider: ComponentType<{ children?: ReactNode }>, ui: ReactNode, config: ChromeConfig = {}) {
  const fetch = jest.fn(async (url: string) =>
    url.includes('/member/create') ? fakeResponse(200, { userId: 'u1' }) : fakeResponse(200, {}),
  );
  const result = render(
    <ChromeProvider
      config={{
        fetch,
        storage: null,
        subscriptionServiceBaseUrl: 'https://subscribe.example.com',
        applicationName: 'gallery',
        ...config,
      }}
    >
      <ThemeProvider>{ui}</ThemeProvider>
    </ChromeProvider>,
  );
  return { ...result, fetch, user: userEvent.setup() };
}

describe.each(SKINS)('EmailSubscriptionBanner in the $name skin', ({ skin }) => {
  const { EmailSubscriptionBanner, ThemeProvider } = skin;

  describe.each([
    { brand: 'HOME_ADVISOR' as Brand, variant: 'homeadvisor' },
    { brand: 'ROOFLINE' as Brand, variant: 'roofline' },
  ])('given the $brand brand', ({ brand, variant }) => {
    const config: ChromeConfig = {
      // A ROOFLINE banner shows only once the profile lookup says so.
      landingPagesBackendHost: 'https://lp.example.com',
      anonymousId: 'anon-1',
    };

    it('should show the default texts in the brand variant, with no axe violations', async () => {
      const { container } = renderIn(ThemeProvider, <EmailSubscriptionBanner brand={brand} />, config);
      const region = await screen.findByRole('region', {
        name: 'Knowledge is priceless - so our cost guides are free.',
      });
      expect(region).toHaveAttribute('data-variant', variant);
      expect(region).toHaveAttribute('data-placement', 'page');
      expect(screen.getByText('Sign up to get free project cost info in your inbox.')).toBeInTheDocument();
      expect(screen.getByPlaceholderText('Email address')).toBe(screen.getByLabelText('Email address'));
      expect(screen.getByPlaceholderText('Zip code')).toBe(screen.getByLabelText('Zip code'));
      expect(screen.getByRole('button', { name: 'Sign me up' })).toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('should replace the form by the thank-you and move focus to it', async () => {
      const { user, container } = renderIn(ThemeProvider, <EmailSubscriptionBanner brand={brand} />, config);
      await user.type(await screen.findByLabelText('Email address'), 'pat@example.com');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));

      const thanks = await screen.findByText("Thanks for signing up! You're all set.");
      expect(thanks).toHaveAttribute('role', 'status');
      await waitFor(() => expect(thanks).toHaveFocus());
      expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  it('should point each field only at elements that are rendered (the banner never checks the zip)', async () => {
    const { user } = renderIn(ThemeProvider, <EmailSubscriptionBanner brand="HOME_ADVISOR" />);
    const described = () =>
      ['Email address', 'Zip code'].flatMap((label) =>
        (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean),
      );
    const expectRendered = () => {
      for (const id of described()) expect(document.getElementById(id)).not.toBeNull();
    };
    expect(described()).not.toHaveLength(0);
    expectRendered();
    await user.click(screen.getByLabelText('Zip code'));
    await user.paste('12-34'); // not a zip; the banner sends it only when complete, and never blocks on it
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await screen.findByText('Email address is required');
    expect(screen.getByLabelText('Zip code')).not.toHaveAttribute('aria-invalid');
    expectRendered();
  });

  it('should show the validation message and the send failure, linked and announced', async () => {
    expectConsole('warn', 'Email sign-up: member-create request failed.');
    const warnSpy = jest.spyOn(console, 'warn');
    const fetch = jest.fn(async () => fakeResponse(500));
    const { user, container } = renderIn(ThemeProvider, <EmailSubscriptionBanner brand="HOME_ADVISOR" />, { fetch });
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    const required = await screen.findByText('Email address is required');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Email address is required');
    expect(required).toHaveAttribute('aria-live', 'polite');
    expect(await axe(container)).toHaveNoViolations();

    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText("Sorry, we couldn't send the email.")).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Sign me up' })).toHaveAccessibleDescription(
      "Sorry, we couldn't send the email.",
    );
    // Nothing is sent later on its own: the visitor may try again, next to the message.
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveAccessibleDescription("Sorry, we couldn't send the email.");
    expect(await axe(container)).toHaveNoViolations();
    await user.click(tryAgain);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    warnSpy.mockRestore();
  });

  it('should take custom texts and the footer placement', () => {
    renderIn(
      ThemeProvider,
      <EmailSubscriptionBanner
        brand="HOME_ADVISOR"
        isInFooter
        headingLevel={3}
        text="Cost guides"
        subtext="Free"
        emailPlaceholder="Your email"
        zipCodePlaceholder="Your ZIP"
        buttonText="Go"
      />,
    );
    const region = screen.getByRole('region', { name: 'Cost guides' });
    expect(region).toHaveAttribute('data-placement', 'footer');
    expect(screen.getByRole('heading', { level: 3, name: 'Cost guides' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toBeInTheDocument();
    expect(screen.getByLabelText('Your ZIP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('should render nothing for ROOFLINE without a profile lookup', () => {
    const { container } = renderIn(ThemeProvider, <EmailSubscriptionBanner brand="ROOFLINE" />);
    expect(container).toBeEmptyDOMElement();
  });
});
