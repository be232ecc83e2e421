import { ChromeProvider, type AnalyticsAdapter } from '../../../../src';
import { Footer as HomeAdvisorFooter, SimpleFooter as HomeAdvisorSimpleFooter } from '../../../homeadvisor/footer';
import { ThemeProvider as HomeAdvisorTheme } from '../../../homeadvisor/ThemeProvider';
import { Footer as InstaproFooter } from '../../../instapro/footer';
import { ThemeProvider as InstaproTheme } from '../../../instapro/ThemeProvider';
import { Footer as RooflineFooter, SimpleFooter as RooflineSimpleFooter } from '../../../roofline/footer';
import { ThemeProvider as RooflineTheme } from '../../../roofline/ThemeProvider';

const NOW = () => Date.UTC(2026, 5, 1);

/** Every footer of every skin, as a page would render them (server and client alike). */
export function AllFooters({ analytics }: { analytics?: AnalyticsAdapter }) {
  return (
    <ChromeProvider config={{ now: NOW, storage: null, analytics }}>
      <RooflineTheme>
        <RooflineFooter queryString="a=1" />
        <RooflineSimpleFooter showSupportCenter />
      </RooflineTheme>
      <HomeAdvisorTheme>
        <HomeAdvisorFooter />
        <HomeAdvisorSimpleFooter />
      </HomeAdvisorTheme>
      <InstaproTheme>
        <InstaproFooter domain="www.werkspot.nl" />
        <InstaproFooter domain="www.myhammer.at" />
        <InstaproFooter />
      </InstaproTheme>
    </ChromeProvider>
  );
}
