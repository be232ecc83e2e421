// The same page as the home page without the chrome: the baseline of the bench's Lighthouse row
// (bench/lib/lighthouse.ts), so what the header and footer cost a Next page shows as a difference.
export const metadata = { title: 'Next.js without the chrome' };

export default function BarePage() {
  return (
    <main id="main">
      <h1 style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>Roofline chrome on Next.js</h1>
    </main>
  );
}
