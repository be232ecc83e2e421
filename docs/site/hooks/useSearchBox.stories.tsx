import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomSearch } from '../../../examples/custom-ui/CustomSearch';
import { ProjectSearch } from '../../examples/searchCustomUi';
import { controlsFor, type StoryArgs } from '../lib/sites';
import '../../../examples/custom-ui/custom-ui.css';

// useSearchBox behind search forms of plain elements: docs/examples/searchCustomUi.tsx and the custom
// UI page's search (examples/custom-ui). Type 'roof' or 'plumb'; 'zzz' finds nothing.
const meta = {
  title: 'Hooks/useSearchBox',
  render: () => <ProjectSearch />,
  parameters: controlsFor([], ['site', 'locale'], ['autocomplete', 'split']),
} satisfies Meta<StoryArgs<object>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomSearchForm: Story = {};

export const WhileAutocompleteFails: Story = { args: { autocomplete: 'fail-503' } };

export const SlowAutocomplete: Story = { args: { autocomplete: 'slow' } };

export const CustomUiPageSearch: Story = { render: () => <CustomSearch /> };
