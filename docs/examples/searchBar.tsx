import { useState } from 'react';
import { ChromeProvider, type ChromeConfig } from '../../src';
import { SearchBar as HomeAdvisorSearchBar, ThemeProvider as HomeAdvisorTheme } from '../../skins/homeadvisor';
import { SearchBar, ThemeProvider } from '../../skins/roofline';

/** The desktop bar: project text with autocomplete and an optional ZIP. */
export function DesktopSearch({ config }: { config: ChromeConfig }) {
  return (
    <ChromeProvider config={config}>
      <ThemeProvider>
        <SearchBar validateZip defaultZip="10001" />
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** The mobile full-screen search, opened by its own search icon button. */
export function MobileSearch({ config }: { config: ChromeConfig }) {
  return (
    <ChromeProvider config={config}>
      <ThemeProvider>
        <SearchBar variant="mobile" />
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** A header driving the full-screen search from its own button (controlled `open`). */
export function HeaderDrivenSearch({ config }: { config: ChromeConfig }) {
  const [open, setOpen] = useState(false);
  return (
    <ChromeProvider config={config}>
      <ThemeProvider>
        <button type="button" onClick={() => setOpen(true)}>
          Find a pro
        </button>
        <SearchBar variant="mobile" open={open} onOpenChange={setOpen} showTrigger={false} />
      </ThemeProvider>
    </ChromeProvider>
  );
}

/** Every skin exports the same SearchBar; only the theme differs (an outer ThemeProvider may override it). */
export function HomeAdvisorSearch() {
  return (
    <HomeAdvisorTheme>
      <HomeAdvisorSearchBar showZip={false} texts={{ projectPlaceholder: 'Search projects' }} />
    </HomeAdvisorTheme>
  );
}
