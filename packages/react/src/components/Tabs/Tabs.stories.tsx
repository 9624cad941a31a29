import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, type TabsActivationMode, type TabsOrientation } from './Tabs';

interface DemoProps {
  defaultValue: string;
  orientation: TabsOrientation;
  activationMode: TabsActivationMode;
  /** Catalogs empty: the panel shows the spec's empty text. */
  noCatalogs: boolean;
}

function ProductTabs({ defaultValue, orientation, activationMode, noCatalogs }: DemoProps) {
  return (
    <Tabs.Root
      defaultValue={defaultValue}
      orientation={orientation}
      activationMode={activationMode}
      style={{
        display: 'flex',
        flexDirection: orientation === 'vertical' ? 'row' : 'column',
        gap: 8,
        fontFamily: 'sans-serif',
      }}
    >
      <Tabs.List
        aria-label="Product details"
        style={{ display: 'flex', flexDirection: orientation === 'vertical' ? 'column' : 'row' }}
      >
        <Tabs.Trigger value="description">Description</Tabs.Trigger>
        <Tabs.Trigger value="catalogs">Catalogs</Tabs.Trigger>
        <Tabs.Trigger value="experts">Connect with experts</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description">Inductive proximity sensor, M12, PNP NO.</Tabs.Content>
      <Tabs.Content value="catalogs">
        {noCatalogs ? 'No catalogs available' : <a href="#catalog">Datasheet (PDF)</a>}
      </Tabs.Content>
      <Tabs.Content value="experts">Our engineers answer within one business day.</Tabs.Content>
      <Tabs.Content value="reviews">No reviews yet.</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: 'Headless/Tabs',
  component: ProductTabs,
  args: {
    defaultValue: 'description',
    orientation: 'horizontal',
    activationMode: 'automatic',
    noCatalogs: false,
  },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select (automatic activation); Home/End jump. */
export const ProductDetail: Story = {};
export const EmptyCatalogs: Story = { args: { defaultValue: 'catalogs', noCatalogs: true } };
export const Vertical: Story = { args: { orientation: 'vertical' } };
/** Arrow keys move focus only; Enter or Space selects. */
export const ManualActivation: Story = { args: { activationMode: 'manual' } };
