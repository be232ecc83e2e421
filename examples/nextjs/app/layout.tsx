import type { ReactNode } from 'react';
import './layout.css';

export const metadata = { title: 'Roofline chrome on Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
