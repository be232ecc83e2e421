import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider, type FetchFn } from '../../src';
import { BannerWithOwnCall, CustomBanner, SkinnedBanner } from './subscriptionBanner';
import { CustomFooterSignup, HomeAdvisorFooterSignup } from './subscriptionFooter';

const response = (status: number, body: unknown, text = JSON.stringify(body) ?? '') =>
  ({ ok: status < 300, status, json: async () => body, text: async () => text }) as Response;

describe('the subscription docs examples', () => {
  it('CustomBanner should sign up through member-create and thank the visitor', async () => {
    const fetch = jest.fn<ReturnType<FetchFn>, Parameters<FetchFn>>(async () => response(200, { userId: 1 }));
    const user = userEvent.setup();
    const { container } = render(
      <ChromeProvider
        config={{ brand: 'HOME_ADVISOR', fetch, storage: null, subscriptionServiceBaseUrl: 'https://s.example.com' }}
      >
        <CustomBanner cfPostalCode="10001" />
      </ChromeProvider>,
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Thanks! Check your inbox.')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('https://s.example.com/gateway/member-management/v4/member/create');
  });

  it('SkinnedBanner should report the visibility from the profile lookup', async () => {
    const onVisibilityChange = jest.fn();
    const fetch = jest.fn(async () => response(200, { didSubmitSr: false, didLiteRegister: false }));
    render(
      <ChromeProvider config={{ fetch, storage: null }}>
        <SkinnedBanner onVisibilityChange={onVisibilityChange} />
      </ChromeProvider>,
    );
    await waitFor(() => expect(onVisibilityChange).toHaveBeenCalledWith(true));
    expect(screen.getByLabelText('Zip code')).toHaveValue('10001');
  });

  it('BannerWithOwnCall should hand the values to your call', async () => {
    const subscribe = jest.fn(async () => true);
    const user = userEvent.setup();
    render(
      <ChromeProvider config={{ storage: null }}>
        <BannerWithOwnCall subscribe={subscribe} />
      </ChromeProvider>,
    );
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com{Enter}');
    await screen.findByText("Thanks for signing up! You're all set.");
    expect(subscribe).toHaveBeenCalledWith('pat@example.com', '');
  });

  it('CustomFooterSignup should highlight an invalid email, then succeed', async () => {
    const fetch = jest.fn(async () => response(200, { userId: 1 }));
    const user = userEvent.setup();
    render(
      <ChromeProvider
        config={{ brand: 'ROOFLINE', fetch, storage: null, subscriptionServiceBaseUrl: 'https://s.example.com' }}
      >
        <CustomFooterSignup calculatedZip="80202" />
      </ChromeProvider>,
    );
    await user.type(screen.getByLabelText('Email address'), 'pat@');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveClass('is-invalid'));
    await user.type(screen.getByLabelText('Email address'), 'example.com{Enter}');
    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
  });

  it('HomeAdvisorFooterSignup should render the HomeAdvisor texts', () => {
    render(<HomeAdvisorFooterSignup />);
    expect(screen.getByRole('heading', { name: 'Sign up for Free Project Cost Information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
