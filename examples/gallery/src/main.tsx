import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Gallery } from './Gallery';
import { AccountPage, AiPage, LoginPage, LogoutPage, ResultsPage, ServiceRequestPage } from './pages';
import './gallery.css';

function pageFor(pathname: string) {
  if (pathname === '/find') return <ResultsPage />;
  if (pathname.startsWith('/service-request/')) return <ServiceRequestPage />;
  if (pathname === '/ai') return <AiPage />;
  if (pathname === '/login') return <LoginPage />;
  if (pathname === '/account') return <AccountPage />;
  if (pathname === '/auth/logout') return <LogoutPage />;
  return <Gallery />;
}

createRoot(document.getElementById('root')!).render(<StrictMode>{pageFor(window.location.pathname)}</StrictMode>);
