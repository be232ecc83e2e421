import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider } from '../../../src';
import * as homeadvisor from '../../homeadvisor';
import * as instapro from '../../instapro';
import * as roofline from '../../roofline';

const SKINS = [
  { name: 'roofline', skin: roofline },
  { name: 'homeadvisor', skin: homeadvisor },
  { name: 'instapro', skin: instapro },
] as const;

function fakeResponse(status: number, text = ''): Response {
  return { ok: status < 300, status, json: async () => ({ userId: 'u1' }), text: async () => text } as Response;
}

describe.each(SKINS)('FooterSignupForm in the $name skin', ({ skin }) => {
  const { FooterSignupForm, ThemeProvider } = skin;

  function setup(props: Parameters<typeof FooterSignupForm>[0]) {
    const fetch = jest.fn(
      async (url: string) =>
        url.includes('/sm/emailprefs/signup')
          ? fakeResponse(200, '<input name="entityId" value="5">')
          : fakeResponse(200, JSON.stringify({ userId: 'u1' })), // member-create reads the body as text
    );
    const result = render(
      <ChromeProvider config={{ fetch, storage: null, subscriptionServiceBaseUrl: 'https://s.example.com' }}>
        <ThemeProvider>
          <FooterSignupForm {...props} />
        </ThemeProvider>
      </ChromeProvider>,
    );
    return { ...result, fetch, user: userEvent.setup() };
  }

  it.each([
    {
      brand: 'ROOFLINE' as const,
      title: 'Knowledge is priceless - so our cost guides are free.',
      button: 'Sign me up',
    },
    { brand: 'HOME_ADVISOR' as const, title: 'Sign up for Free Project Cost Information', button: 'Subscribe' },
  ])('should show the $brand texts with no axe violations', async ({ brand, title, button }) => {
    const { container } = setup({ brand });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('placeholder', 'Email address');
    expect(screen.getByLabelText('Zip code')).toHaveAttribute('placeholder', 'Zip code');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('should highlight an invalid email on blur and say why to screen readers only', async () => {
    const { user, container } = setup({ brand: 'ROOFLINE' });
    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    { brand: 'ROOFLINE' as const, path: '/gateway/member-management/v4/member/create', button: 'Sign me up' },
    { brand: 'HOME_ADVISOR' as const, path: '/sm/emailprefs/signup', button: 'Subscribe' },
  ])('should show "You\'re all set!" and call $path for $brand', async ({ brand, path, button }) => {
    const { user, fetch } = setup({ brand, calculatedZip: '10001' });
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: button }));
    const done = await screen.findByText("You're all set!");
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done).toHaveFocus());
    expect(fetch.mock.calls[0]?.[0]).toBe(`https://s.example.com${path}`);
  });

  it('should take custom texts', () => {
    setup({ brand: 'HOME_ADVISOR', title: 'Get tips', buttonText: 'Sign up', headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Get tips' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });
});
