import { render, screen } from '@testing-library/react';
import { ChromeProvider } from '../../src';
import { Protected, ProtectedDashboard, refusedLoginUrl, RouterGuard, serverLoginUrl } from './authGuard';

const location = () => ({ href: '', origin: 'https://www.roofline.com', pathname: '/projects', search: '', hash: '' });

describe('the auth docs examples', () => {
  it('Protected should show a status while checking and the content once authenticated', () => {
    const { rerender } = render(<Protected isAuthenticated={undefined}>Secret</Protected>);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    rerender(<Protected isAuthenticated>Secret</Protected>);
    expect(screen.getByText('Secret')).toBeInTheDocument();
  });

  it('ProtectedDashboard should send a signed-out user to log in and back to /dashboard', () => {
    const navigate = jest.fn();
    render(
      <ChromeProvider config={{ navigate, location }}>
        <ProtectedDashboard isAuthenticated={false} />
      </ChromeProvider>,
    );
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboard', { replace: true });
  });

  it('RouterGuard should hand the login URL to the router', () => {
    const replace = jest.fn();
    render(
      <ChromeProvider config={{ location }}>
        <RouterGuard replace={replace}>Secret</RouterGuard>
      </ChromeProvider>,
    );
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fprojects');
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('the login URLs should be as documented', () => {
    expect(serverLoginUrl).toBe('/login?redirect=%2Faccount%3Ftab%3Dprojects');
    expect(refusedLoginUrl).toBe('/login?redirect=%2F');
  });
});
