import type { Meta } from '@storybook/react-vite';
import type { StoryArgs } from '../lib/sites';
import { skinMeta, skinStories } from './skinStories';

// The instapro skin (@roofline/chrome/skins/instapro): every component, in the gallery's states.
const meta = { title: 'Skins/Instapro', ...skinMeta('instapro') } satisfies Meta<StoryArgs>;
export default meta;

const stories = skinStories();
export const Header = stories.Header;
export const HeaderSignedIn = stories.HeaderSignedIn;
export const HeaderWithSearch = stories.HeaderWithSearch;
export const HeaderWhileNavigationFails = stories.HeaderWhileNavigationFails;
export const SimpleHeader = stories.SimpleHeader;
export const SearchBar = stories.SearchBar;
export const SearchBarWithValidation = stories.SearchBarWithValidation;
export const MobileSearch = stories.MobileSearch;
export const SearchBarWhileAutocompleteFails = stories.SearchBarWhileAutocompleteFails;
export const EmailSubscriptionBanner = stories.EmailSubscriptionBanner;
export const BannerWhileTheServiceFails = stories.BannerWhileTheServiceFails;
export const FooterSignupForm = stories.FooterSignupForm;
export const ChatInput = stories.ChatInput;
export const Footer = stories.Footer;
export const SimpleFooter = stories.SimpleFooter;
