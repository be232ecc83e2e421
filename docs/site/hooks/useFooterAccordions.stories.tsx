import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyFooter } from '../../examples/footerCustomUi';
import { controlsFor, type StoryArgs } from '../lib/sites';

// useFooterAccordions with useGlobalFooter behind a footer of plain elements
// (docs/examples/footerCustomUi.tsx): headings on desktop, disclosures below 768 px (narrow the frame).
const meta = {
  title: 'Hooks/useFooterAccordions',
  render: () => <MyFooter queryString="?utm_source=docs" />,
  parameters: controlsFor([], ['locale'], []),
} satisfies Meta<StoryArgs>;
export default meta;

export const CustomFooter: StoryObj<typeof meta> = {};
